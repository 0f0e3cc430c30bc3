import { AGE_RATINGS, RESUMABLE_UPLOAD_LIFETIME_MS, type AgeRating, type UploadFields } from '@kora/shared';

/**
 * The tus Upload-Metadata of a video: `filename`, `filetype`, `title`, `description`, `category`, `ageRating`.
 * Empty values are left out: tus sends an empty value as a bare key, which the server reads as
 * null rather than as an empty text.
 */
export function uploadMetadata(fields: UploadFields, file: Pick<File, 'name' | 'type'>): Record<string, string> {
  const all = { filename: file.name, filetype: file.type, title: fields.title, description: fields.description, category: fields.category, ageRating: fields.ageRating };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
}

const isAgeRating = (value: string | undefined): value is AgeRating => (AGE_RATINGS as readonly (string | undefined)[]).includes(value);

/**
 * The form's fields as an earlier upload of the same file stored them; null for one stored without an age
 * rating (begun before ratings were asked), which the form can neither show again nor resume.
 */
export function fieldsOfMetadata(metadata: Record<string, string | undefined>): UploadFields | null {
  const { ageRating } = metadata;
  if (!isAgeRating(ageRating)) return null;
  return { title: metadata.title ?? '', description: metadata.description ?? '', category: metadata.category ?? '', ageRating };
}

/**
 * Whether an earlier, unfinished upload can carry on for these fields: the server took title,
 * description, category and age rating when the upload began, so resuming with other fields would
 * publish the video under the old ones.
 */
export function sameFields(metadata: Record<string, string | undefined>, fields: UploadFields): boolean {
  const stored = fieldsOfMetadata(metadata);
  return stored !== null && (Object.keys(stored) as Array<keyof UploadFields>).every((key) => stored[key] === fields[key]);
}

/** Whether an upload begun at `creationTime` (as tus stores it, a Date string) has expired on the server by `now`. */
export function isExpired(creationTime: string, now: number): boolean {
  const began = Date.parse(creationTime);
  return !Number.isFinite(began) || now - began >= RESUMABLE_UPLOAD_LIFETIME_MS;
}

/** Newest first, by the time the upload began. */
export function newestFirst<T extends { creationTime: string }>(uploads: T[]): T[] {
  return [...uploads].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
}

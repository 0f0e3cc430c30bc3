import { RESUMABLE_UPLOAD_LIFETIME_MS, type UploadFields } from '@kora/shared';

/**
 * The tus Upload-Metadata of a video: `filename`, `filetype`, `title`, `description`, `category`.
 * Empty values are left out: tus sends an empty value as a bare key, which the server reads as
 * null rather than as an empty text.
 */
export function uploadMetadata(fields: UploadFields, file: Pick<File, 'name' | 'type'>): Record<string, string> {
  const all = { filename: file.name, filetype: file.type, title: fields.title, description: fields.description, category: fields.category };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
}

/** The form's fields as an earlier upload of the same file stored them. */
export function fieldsOfMetadata(metadata: Record<string, string | undefined>): UploadFields {
  return { title: metadata.title ?? '', description: metadata.description ?? '', category: metadata.category ?? '' };
}

/**
 * Whether an earlier, unfinished upload can carry on for these fields: the server took title,
 * description and category when the upload began, so resuming with other fields would publish the
 * video under the old ones.
 */
export function sameFields(metadata: Record<string, string | undefined>, fields: UploadFields): boolean {
  const stored = fieldsOfMetadata(metadata);
  return stored.title === fields.title && stored.description === fields.description && stored.category === fields.category;
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

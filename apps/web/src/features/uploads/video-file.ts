import { uploadMessages } from '@kora/shared';

/** The categories a creator picks from; the server stores 'Général' when none is sent. */
export const VIDEO_CATEGORIES = [
  'Gaming',
  'Éducation',
  'Divertissement',
  'Sport',
  'Musique',
  'Cuisine',
  'Technologie',
  'Lifestyle',
  'Voyage',
  'Art',
  'Mode',
  'Santé',
  'Nature',
  'Général',
] as const;

export const DEFAULT_CATEGORY = 'Général';

const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * What is wrong with the chosen file before sending it, if anything: none chosen, not a video, empty,
 * or larger than the server's cap when the page knows it (`maxBytes`; the server says so with a 413 anyway).
 */
export function videoFileProblem(file: File | null, maxBytes?: number): string | undefined {
  if (!file) return uploadMessages.fileRequired;
  if (file.size === 0 || (file.type !== '' && !file.type.startsWith('video/'))) return uploadMessages.invalidFile;
  if (maxBytes !== undefined && file.size > maxBytes) return uploadMessages.tooLarge(Math.floor(maxBytes / BYTES_PER_MEGABYTE));
  return undefined;
}

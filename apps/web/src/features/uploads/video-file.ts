import { uploadMessages } from '@kora/shared';

/** MAX_UPLOAD_MB counts mebibytes, as the server does. */
const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * What is wrong with the chosen file before sending it, if anything: none chosen, not a video, empty,
 * or larger than the server's cap when the page knows it (`maxMegabytes`, MAX_UPLOAD_MB from the
 * public config; the server refuses it too).
 */
export function videoFileProblem(file: Pick<File, 'size' | 'type'> | null, maxMegabytes?: number): string | undefined {
  if (!file) return uploadMessages.fileRequired;
  if (file.size === 0 || (file.type !== '' && !file.type.startsWith('video/'))) return uploadMessages.invalidFile;
  if (maxMegabytes !== undefined && file.size > maxMegabytes * BYTES_PER_MEGABYTE) return uploadMessages.tooLarge(maxMegabytes);
  return undefined;
}

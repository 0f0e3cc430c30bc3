import path from 'node:path';

/** One path segment of a media key: letters, digits, `_`, `.` and `-` (but never `.` or `..` alone). */
const SEGMENT = /^[\w.-]+$/;

/** A key (or prefix) that is not a plain relative slash-separated path; a programming error, never user input. */
export class InvalidMediaKeyError extends Error {
  override readonly name = 'InvalidMediaKeyError';
  constructor(readonly key: string) {
    super(`Invalid media key ${JSON.stringify(key)}: expected relative segments of [A-Za-z0-9_.-] joined by '/'`);
  }
}

/** localCopy of a key that holds no object. */
export class MissingMediaObjectError extends Error {
  override readonly name = 'MissingMediaObjectError';
  constructor(readonly key: string) {
    super(`No media object under key ${JSON.stringify(key)}`);
  }
}

/**
 * The segments of a media key or prefix, or an InvalidMediaKeyError. Refusing `..`, `.`, empty
 * segments (so no leading, trailing or doubled `/`) and any other character (`\`, `:`) means a key
 * joined under a root can never leave it, and means the same object on disk and in a bucket.
 */
export function mediaKeySegments(key: string): string[] {
  const segments = key.split('/');
  if (!segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..')) throw new InvalidMediaKeyError(key);
  return segments;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.vtt': 'text/vtt',
};

/** The Content-Type a media key is served with, from its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** The kinds of media Kora delivers through signed URLs: published videos, and lives. */
export const MEDIA_KINDS = ['video', 'live'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** One deliverable piece of media: its signed URLs, stored files and cache entries are all named by kind and id. */
export interface MediaAsset {
  kind: MediaKind;
  id: string;
}

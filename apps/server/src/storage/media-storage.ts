import type { MediaAsset, MediaKind } from './media-keys.js';

/**
 * Where published media (HLS renditions, posters, preview sprites) and kept originals live:
 * local disk under MEDIA_DIR by default, or an S3-compatible object store. Keys are
 * slash-separated relative paths (`videos/<id>/hls/720p/seg_00001.ts`); nothing outside this
 * folder knows which backend holds them. Every method refuses a key or prefix that is not made
 * of `[A-Za-z0-9_.-]` segments (no `.`, `..`, empty segment or leading `/`) with an
 * InvalidMediaKeyError, so no key can reach outside the storage root.
 *
 * Work always happens on local disk: a transcode writes into `stagingDir(prefix)` and
 * `commit(prefix)` publishes it. Readers only see a prefix once the database says the video is
 * ready, which is set after commit, so a crash mid-commit never shows a half-published video.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';

  /**
   * A local directory a transcode may fill for `prefix`. Local storage answers the published
   * folder itself (the transcoder already swaps it in atomically); S3 answers a scratch folder.
   */
  stagingDir(prefix: string): string;

  /**
   * Publishes what stagingDir(prefix) holds as `prefix/…`, replacing whatever an earlier attempt
   * published there (local: nothing left to do; S3: deletes keys the new tree lacks, uploads every
   * file with media before playlists and `master.m3u8` last, then removes the scratch copy).
   */
  commit(prefix: string): Promise<void>;

  /**
   * Drops what stagingDir(prefix) holds without publishing it (a run that lost its job, or whose
   * commit failed). Local storage has nothing to drop: its staging folder is the published one,
   * only ever replaced whole by a finished transcode.
   */
  discardStaging(prefix: string): Promise<void>;

  /** Stores a local file under `key`, taking it over (local: moved; S3: uploaded, then the local file is deleted). */
  putFile(key: string, localFile: string): Promise<void>;

  /**
   * A local path holding the object's bytes, for tools that need a file (ffmpeg): local storage
   * answers its own file; S3 downloads into scratch. `release` removes any such copy. Rejects
   * with a MissingMediaObjectError when there is no such key.
   */
  localCopy(key: string): Promise<{ file: string; release: () => Promise<void> }>;

  /** The object's bytes, or undefined when there is no such key. */
  read(key: string): Promise<Buffer | undefined>;

  /** Every key under `prefix/` (a backup's copy of the media), in no particular order; none when there is nothing there. */
  keys(prefix: string): Promise<string[]>;

  /** Deletes every key under `prefix/` (a whole video); missing keys are not an error. */
  removePrefix(prefix: string): Promise<void>;

  /** Releases connections. */
  close(): Promise<void>;
}

/** Top-level folder of each kind of asset. Videos stay where they have always been stored. */
const KIND_FOLDERS: Readonly<Record<MediaKind, string>> = { video: 'videos', live: 'lives' };

/**
 * An asset's published HLS folder (master.m3u8, one folder per rendition; for videos also the
 * poster and preview): `videos/<id>/hls`, `lives/<id>/hls`.
 */
export const hlsPrefixOf = ({ kind, id }: MediaAsset) => `${KIND_FOLDERS[kind]}/${id}/hls`;

/** A video's kept original, as uploaded or downloaded. */
export const sourceKeyOf = (videoId: string) => `videos/${videoId}/source`;

/** Everything a video has in media storage (removed with the video). */
export const videoPrefixOf = (videoId: string) => `videos/${videoId}`;

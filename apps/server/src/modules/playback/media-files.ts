/** A byte range to answer with 206, or null for the whole file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a single `Range: bytes=…` header against a file size. Returns null when there is no
 * usable range (the whole file is then sent, as RFC 9110 allows), 'unsatisfiable' for 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** How long a live asset's playlist is kept in memory: the packager rewrites it every few seconds. */
export const LIVE_PLAYLIST_MS = 1000;

const PLAYLIST = /\.m3u8$/;

/** A playlist (the one kind of file a live asset rewrites). */
export const isPlaylist = (key: string) => PLAYLIST.test(key);
/** A segment's extensions (MPEG-TS, fMP4, audio); nginx's `$kora_segment` map lists the same (a unit test ties them). */
export const SEGMENT_EXTENSIONS = ['ts', 'm4s', 'aac', 'mp4'] as const;
/** A segment's file name: it never changes once written. The extension is captured. */
export const SEGMENT_FILE = new RegExp(`\\.(${SEGMENT_EXTENSIONS.join('|')})$`);

export interface MediaFileCacheOptions {
  /** Memory budget; files larger than a tenth of it are not kept. */
  maxBytes: number;
  /** Reads a stored file (media storage). */
  load: (key: string) => Promise<Buffer | undefined>;
  /** How long a live asset's playlist is kept (0: read from storage at every fetch). */
  livePlaylistMs?: number;
  /** Milliseconds now; tests move it instead of sleeping. */
  now?: () => number;
}

/**
 * Hot media files kept in memory (LRU, bounded by bytes): a segment many viewers fetch is read
 * from media storage (disk or object store) once, and viewers asking for the same file while it
 * is being read share that one read. Files of a published video never change while it stays
 * published, so they are kept until evicted or until `forget` is told the asset was republished
 * or removed ('media.changed'). A live asset's playlists are rewritten every few seconds, so they
 * are kept only `livePlaylistMs`; its segments, once written, never change.
 */
export function createMediaFileCache({ maxBytes, load, livePlaylistMs = LIVE_PLAYLIST_MS, now = Date.now }: MediaFileCacheOptions) {
  const entries = new Map<string, { data: Buffer; expires: number }>();
  const loading = new Map<string, Promise<Buffer | undefined>>();
  let total = 0;
  // A read that began before a `forget` must not store what it read: it may be the old file.
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.data.length;
  };

  const store = (key: string, data: Buffer, expires: number) => {
    drop(key);
    entries.set(key, { data, expires });
    total += data.length;
    for (const [oldest] of entries) {
      if (total <= maxBytes) break;
      drop(oldest);
    }
  };

  const loadShared = (key: string, ttl: number): Promise<Buffer | undefined> => {
    const started = generation;
    const pending = load(key).then((data) => {
      if (data && data.length <= maxBytes / 10 && started === generation) store(key, data, now() + ttl);
      return data;
    });
    loading.set(key, pending);
    const settled = () => {
      if (loading.get(key) === pending) loading.delete(key);
    };
    pending.then(settled, settled);
    return pending;
  };

  return {
    /** The stored file's bytes, or undefined when it does not exist. `live`: the file belongs to an asset on air. */
    async read(key: string, { live = false }: { live?: boolean } = {}): Promise<Buffer | undefined> {
      const ttl = live && isPlaylist(key) ? livePlaylistMs : Number.POSITIVE_INFINITY;
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.data;
      }
      if (ttl <= 0) return load(key);
      return loading.get(key) ?? loadShared(key, ttl);
    },

    /** Forgets every file under `prefix/` (an asset's folder whose files were replaced or removed). */
    forget(prefix: string): void {
      generation += 1;
      const under = `${prefix}/`;
      for (const key of [...entries.keys()]) if (key.startsWith(under)) drop(key);
      for (const key of [...loading.keys()]) if (key.startsWith(under)) loading.delete(key);
    },
  };
}
export type MediaFileCache = ReturnType<typeof createMediaFileCache>;

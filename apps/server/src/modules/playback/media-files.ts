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

/**
 * Published playlists and segments never change, so hot ones are kept in memory (LRU, bounded
 * by bytes): a segment many viewers fetch is read from media storage (disk or object store)
 * once. Files larger than a tenth of the budget are not cached.
 */
export function createMediaFileCache(maxBytes: number, load: (key: string) => Promise<Buffer | undefined>) {
  const entries = new Map<string, Buffer>();
  let total = 0;
  return {
    /** The stored file's bytes, or undefined when it does not exist. */
    async read(file: string): Promise<Buffer | undefined> {
      const hit = entries.get(file);
      if (hit) {
        entries.delete(file);
        entries.set(file, hit);
        return hit;
      }
      const data = await load(file);
      if (!data || data.length > maxBytes / 10) return data;
      entries.set(file, data);
      total += data.length;
      for (const [key, value] of entries) {
        if (total <= maxBytes) break;
        entries.delete(key);
        total -= value.length;
      }
      return data;
    },
  };
}
export type MediaFileCache = ReturnType<typeof createMediaFileCache>;

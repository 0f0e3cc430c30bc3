import path from 'node:path';
import { parseMediaPlaylist } from '../../media/hls-playlist.js';

export interface SegmentInfo {
  index: number;
  seconds: number;
}

/** Reads a stored playlist; `live` says it belongs to an asset on air (so it may have changed a second ago). */
export type PlaylistReader = (key: string, opts: { live: boolean }) => Promise<Buffer | undefined>;

/**
 * A live playlist is a sliding window: its first segment is number EXT-X-MEDIA-SEQUENCE of the
 * stream, so the index that names a segment for metering is that number plus its position.
 * A video's playlists have no such tag (they start at 0).
 */
function segmentsOf(text: string): Map<string, SegmentInfo> {
  const firstSequence = Number(/^#EXT-X-MEDIA-SEQUENCE:(\d+)\s*$/m.exec(text)?.[1] ?? 0);
  return new Map(parseMediaPlaylist(text).segments.map((s) => [s.uri, { index: firstSequence + s.index, seconds: s.durationSeconds }]));
}

/**
 * Which slice of the timeline a segment file covers, read from its rendition's playlist (to meter
 * free users per segment). A published video's playlists do not change until it is republished,
 * so each is parsed once and kept (bounded) until `forget`; a live playlist is read again at
 * every lookup (through the file cache, which keeps it about a second).
 */
export function createSegmentIndex(read: PlaylistReader, maxPlaylists = 2000) {
  const cache = new Map<string, Map<string, SegmentInfo>>();
  // A lookup that began reading before a `forget` must not keep what it parsed: it may be the old playlist.
  let generation = 0;
  return {
    /** `prefix` is the asset's HLS folder in media storage, `file` a segment path relative to it. */
    async lookup(prefix: string, file: string, { live = false }: { live?: boolean } = {}): Promise<SegmentInfo | undefined> {
      const playlistPath = path.posix.join(prefix, path.posix.dirname(file), 'index.m3u8');
      let segments = live ? undefined : cache.get(playlistPath);
      if (!segments) {
        const started = generation;
        const text = (await read(playlistPath, { live }).catch(() => undefined))?.toString('utf8');
        if (text === undefined) return undefined;
        segments = segmentsOf(text);
        if (!live && started === generation) {
          if (cache.size >= maxPlaylists) cache.delete(cache.keys().next().value as string);
          cache.set(playlistPath, segments);
        }
      }
      return segments.get(path.posix.basename(file));
    },

    /** Forgets the playlists under `prefix/` (the asset was republished or removed). */
    forget(prefix: string): void {
      generation += 1;
      const under = `${prefix}/`;
      for (const key of [...cache.keys()]) if (key.startsWith(under)) cache.delete(key);
    },
  };
}
export type SegmentIndex = ReturnType<typeof createSegmentIndex>;

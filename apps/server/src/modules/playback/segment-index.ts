import path from 'node:path';
import { parseMediaPlaylist } from '../../media/hls-playlist.js';

export interface SegmentInfo {
  index: number;
  seconds: number;
}

/**
 * Which slice of the timeline a segment file covers, read from its rendition's playlist.
 * Playlists of published videos never change, so each is parsed once and kept (bounded).
 */
export function createSegmentIndex(read: (key: string) => Promise<Buffer | undefined>, maxPlaylists = 2000) {
  const cache = new Map<string, Map<string, SegmentInfo>>();
  return {
    /** `prefix` is the video's HLS folder in media storage, `file` a segment path relative to it. */
    async lookup(prefix: string, file: string): Promise<SegmentInfo | undefined> {
      const playlistPath = path.posix.join(prefix, path.posix.dirname(file), 'index.m3u8');
      let segments = cache.get(playlistPath);
      if (!segments) {
        const text = (await read(playlistPath).catch(() => undefined))?.toString('utf8');
        if (text === undefined) return undefined;
        segments = new Map(parseMediaPlaylist(text).segments.map((s) => [s.uri, { index: s.index, seconds: s.durationSeconds }]));
        if (cache.size >= maxPlaylists) cache.delete(cache.keys().next().value as string);
        cache.set(playlistPath, segments);
      }
      return segments.get(path.posix.basename(file));
    },
  };
}
export type SegmentIndex = ReturnType<typeof createSegmentIndex>;

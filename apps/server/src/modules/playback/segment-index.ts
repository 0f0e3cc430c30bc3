import fs from 'node:fs/promises';
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
export function createSegmentIndex(maxPlaylists = 2000) {
  const cache = new Map<string, Map<string, SegmentInfo>>();
  return {
    async lookup(hlsDir: string, file: string): Promise<SegmentInfo | undefined> {
      const dir = path.dirname(file);
      const playlistPath = path.join(hlsDir, dir, 'index.m3u8');
      let segments = cache.get(playlistPath);
      if (!segments) {
        const text = await fs.readFile(playlistPath, 'utf8').catch(() => undefined);
        if (text === undefined) return undefined;
        segments = new Map(parseMediaPlaylist(text).segments.map((s) => [s.uri, { index: s.index, seconds: s.durationSeconds }]));
        if (cache.size >= maxPlaylists) cache.delete(cache.keys().next().value as string);
        cache.set(playlistPath, segments);
      }
      return segments.get(path.basename(file));
    },
  };
}
export type SegmentIndex = ReturnType<typeof createSegmentIndex>;

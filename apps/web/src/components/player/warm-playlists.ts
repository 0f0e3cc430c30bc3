import type { Playback } from '@kora/shared';
import { hasMse } from './player-code';
import { isPhoneLike, startEstimate, startLevelFor } from './start-plan';

/** What of a playback the warm-up reads. */
export type PlaybackPlaylists = Pick<Playback, 'masterUrl' | 'renditions'>;

/** A file beside the signed master (the full one, a plan's capped `master-720p.m3u8`, or their AV1 ones), under the same signature. */
export const besideMaster = (masterUrl: string, file: string) => masterUrl.replace(/master(?:-av1)?(?:-\d+p)?\.m3u8$/, file);

/**
 * The media playlist hls.js will start on (the rung the start estimate carries), or null when it chooses itself; a rung
 * keeps its AV1 copy only in a playback played in AV1 (av1-choice.ts, playbackAsPlayed).
 */
export function startPlaylistUrl(playback: PlaybackPlaylists, maxAutoHeight: number | null, phone = isPhoneLike(), estimate = startEstimate(phone)): string | null {
  const rungs = playback.renditions
    .filter((r) => r.height !== null && (maxAutoHeight === null || r.height <= maxAutoHeight))
    .sort((a, b) => a.bandwidth - b.bandwidth);
  const start = rungs[startLevelFor(rungs.map((r) => r.bandwidth), estimate, phone)];
  return start ? besideMaster(playback.masterUrl, start.av1?.playlist ?? `${start.id}/index.m3u8`) : null;
}

/** What a player fetches first from a media playlist: its init segment where it has one (fMP4's EXT-X-MAP), then its first segment. */
export function firstFilesOf(playlist: string): string[] {
  const lines = playlist.split(/\r?\n/).map((line) => line.trim());
  const init = lines.map((line) => /^#EXT-X-MAP:.*\bURI="([^"]+)"/.exec(line)?.[1]).find(Boolean);
  const first = lines.find((line) => line !== '' && !line.startsWith('#'));
  return first ? [...(init ? [init] : []), first] : [];
}

export interface WarmOptions {
  signal?: AbortSignal;
  /** Also fetch the start rung's first segment (and its init segment): only when it is sure to play at once (autoplay, from the start). */
  firstSegment?: boolean;
}

/**
 * Fetches the signed master playlist and the start rung's playlist into the HTTP cache (they are
 * cacheable until the signature expires), so when hls.js asks for them on a 300 ms link they are
 * already here, or on their way (its request joins the one under way); the segments wait for Play
 * (or autoplay: then the first one may come too). Where HLS plays natively nothing is fetched. A lower
 * cap than `maxAutoHeight` the page then applies costs one unused playlist of a few hundred bytes.
 */
export function warmPlaylists(playback: PlaybackPlaylists, maxAutoHeight: number | null, { signal, firstSegment = false }: WarmOptions = {}): void {
  if (!hasMse()) return;
  const get = (url: string) => fetch(url, { credentials: 'same-origin', signal, priority: 'high' } as RequestInit);
  get(playback.masterUrl)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  const start = startPlaylistUrl(playback, maxAutoHeight);
  if (!start) return;
  get(start)
    .then((response) => (response.ok ? response.text() : ''))
    .then((playlist) => {
      const base = new URL(start, window.location.href);
      const files = firstSegment ? firstFilesOf(playlist) : [];
      return Promise.all(files.map((file) => get(new URL(file, base).href).then((response) => response.arrayBuffer())));
    })
    .catch(() => undefined);
}

import type { Playback } from '@kora/shared';
import { hasMse } from './player-code';
import { isPhoneLike, startEstimate, startLevelFor } from './start-plan';

/** What of a playback the warm-up reads. */
export type PlaybackPlaylists = Pick<Playback, 'masterUrl' | 'renditions'>;

/** The media playlist hls.js will start on (the rung the start estimate carries), or null when it chooses itself. */
export function startPlaylistUrl(playback: PlaybackPlaylists, maxAutoHeight: number | null): string | null {
  const rungs = playback.renditions
    .filter((r) => r.height !== null && (maxAutoHeight === null || r.height <= maxAutoHeight))
    .sort((a, b) => a.bandwidth - b.bandwidth);
  const phone = isPhoneLike();
  const start = rungs[startLevelFor(rungs.map((r) => r.bandwidth), startEstimate(phone), phone)];
  return start ? playback.masterUrl.replace(/master\.m3u8$/, `${start.id}/index.m3u8`) : null;
}

/** The first segment a media playlist lists (its URI as written), or null. */
export function firstSegmentOf(playlist: string): string | null {
  return playlist.split(/\r?\n/).map((line) => line.trim()).find((line) => line !== '' && !line.startsWith('#')) ?? null;
}

export interface WarmOptions {
  signal?: AbortSignal;
  /** Also fetch the start rung's first segment: only when it is sure to play at once (autoplay, from the start). */
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
      const segment = firstSegment ? firstSegmentOf(playlist) : null;
      if (segment) return get(new URL(segment, new URL(start, window.location.href)).href).then((response) => response.arrayBuffer());
    })
    .catch(() => undefined);
}

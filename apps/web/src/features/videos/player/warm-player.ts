import type { Playback } from '@kora/shared';
import { useEffect } from 'react';
import { hasMse, loadHls } from '../../../components/player/player-code';
import { isPhoneLike, startEstimate, startLevelFor } from '../../../components/player/start-plan';


/** Starts downloading hls.js (its own chunk) while the page still asks the server for playback. */
export function warmPlayerCode(): void {
  loadHls().catch(() => undefined);
}

/** The media playlist hls.js will start on (the rung the start estimate carries), or null when it chooses itself. */
export function startPlaylistUrl(playback: Pick<Playback, 'masterUrl' | 'renditions'>, maxAutoHeight: number | null): string | null {
  const rungs = playback.renditions
    .filter((r) => r.height !== null && (maxAutoHeight === null || r.height <= maxAutoHeight))
    .sort((a, b) => a.bandwidth - b.bandwidth);
  const phone = isPhoneLike();
  const start = rungs[startLevelFor(rungs.map((r) => r.bandwidth), startEstimate(phone), phone)];
  return start ? playback.masterUrl.replace(/master\.m3u8$/, `${start.id}/index.m3u8`) : null;
}

/**
 * As soon as the page knows the signed master playlist: fetch it and the start rung's playlist into
 * the HTTP cache (they are cacheable until the signature expires), so when hls.js asks for them on
 * a 300 ms link they are already here; the segments wait for Play (or autoplay).
 */
export function useWarmPlaylists(playback: Pick<Playback, 'masterUrl' | 'renditions'> | undefined, maxAutoHeight: number | null): void {
  const masterUrl = playback?.masterUrl;
  useEffect(() => {
    if (!masterUrl || !playback || !hasMse()) return;
    const controller = new AbortController();
    const urls = [masterUrl, startPlaylistUrl(playback, maxAutoHeight)].filter((url): url is string => url !== null);
    for (const url of urls) {
      fetch(url, { credentials: 'same-origin', signal: controller.signal, priority: 'high' } as RequestInit)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    }
    // Leaving the page before they arrive: they are not needed any more.
    return () => controller.abort();
    // The renditions come with the master URL: one warm-up per signed URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [masterUrl]);
}

import { useEffect } from 'react';
import { loadVodEngine } from '../../../components/player/player-code';
import { type PlaybackPlaylists, warmPlaylists } from '../../../components/player/warm-playlists';

/** Starts downloading the player's engine (its own chunk) while the page still asks the server for playback. */
export function warmPlayerCode(): void {
  loadVodEngine().catch(() => undefined);
}

/**
 * As soon as the page knows the signed master playlist: fetch it and the start rung's playlist into the
 * HTTP cache (warm-playlists.ts). A fresh load's boot script has done so already (the cache answers); a
 * video opened from another page has not.
 */
export function useWarmPlaylists(playback: PlaybackPlaylists | undefined, maxAutoHeight: number | null): void {
  const masterUrl = playback?.masterUrl;
  useEffect(() => {
    if (!masterUrl || !playback) return;
    const controller = new AbortController();
    warmPlaylists(playback, maxAutoHeight, { signal: controller.signal });
    // Leaving the page before they arrive: they are not needed any more.
    return () => controller.abort();
    // The renditions come with the master URL: one warm-up per signed URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [masterUrl]);
}

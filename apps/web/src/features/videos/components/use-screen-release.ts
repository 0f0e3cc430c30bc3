import { useEffect, useEffectEvent } from 'react';
import { releaseScreen } from '../api/save-progress';

/**
 * The plans count the screens playing at once; a page that asked for playback holds one. When it
 * leaves the video (closed, reloaded, another page), it frees that screen at once, so the person may
 * go on on another device without waiting for the beat window. Bound to the page that asks for
 * playback, not to the player, so a page left before its player showed frees the screen too. A last
 * progress report racing this request does not take the screen back (the server ignores beats of a
 * released screen until the next playback request).
 */
export function useScreenRelease(videoId: string, asked: boolean) {
  const release = useEffectEvent(() => {
    if (asked) releaseScreen(videoId);
  });
  useEffect(() => {
    const onPageHide = () => release();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      release();
    };
  }, [videoId]);
}

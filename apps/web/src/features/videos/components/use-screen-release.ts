import { useEffect, useEffectEvent } from 'react';
import { releaseScreen } from '../api/save-progress';

/**
 * The plans count the screens playing at once; a page whose video played holds one. When it leaves the
 * video (closed, reloaded, another page), it frees that screen at once, so another device starting takes
 * nothing from it (and « Appareils » no longer shows it playing). A last progress report racing this request
 * does not take the screen back (the server ignores plain reports of a released screen until playback starts
 * again).
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

import { useEffect, useState, type RefObject } from 'react';

type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };
type LockableOrientation = ScreenOrientation & { lock?: (orientation: string) => Promise<void> };

/** Fullscreen for the player's frame (with its controls), the video alone on iPhone; landscape where the phone allows. */
export function useFullscreen(frameRef: RefObject<HTMLElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [frameRef]);

  const toggle = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    const frame = frameRef.current;
    if (frame?.requestFullscreen) {
      frame
        .requestFullscreen()
        .then(() => (screen.orientation as LockableOrientation | undefined)?.lock?.('landscape'))
        .catch(() => undefined);
    } else {
      (videoRef.current as IosVideo | null)?.webkitEnterFullscreen?.();
    }
  };

  return { active, toggle };
}

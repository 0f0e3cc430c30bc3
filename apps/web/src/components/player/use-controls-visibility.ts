import { catalogue } from '@kora/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The player's controls hide 3 s after playback starts and come back on a tap, a mouse move or a
 * key; they stay while paused or while `pinned` (a menu is open). `playing` is the picture moving:
 * while it buffers the controls stay, and the 3 s count from when it starts.
 */
export function useControlsVisibility(playing: boolean, pinned: boolean) {
  const [idle, setIdle] = useState(false);
  const [activity, setActivity] = useState(0);
  const lastPoke = useRef(0);

  useEffect(() => {
    if (!playing || pinned) return;
    const timer = window.setTimeout(() => setIdle(true), catalogue.controlsHideMs);
    return () => window.clearTimeout(timer);
  }, [playing, pinned, activity]);

  /** Shows the controls and restarts the 3 s countdown (at most a few times a second, for mouse moves). */
  const poke = useCallback(() => {
    const now = Date.now();
    if (now - lastPoke.current < 250) return;
    lastPoke.current = now;
    setIdle(false);
    setActivity((count) => count + 1);
  }, []);

  return { visible: !playing || pinned || !idle, poke };
}

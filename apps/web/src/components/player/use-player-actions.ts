import type { RefObject } from 'react';

/**
 * What every player's buttons do to its <video> and its source: play or pause (showing the controls again), mute or
 * unmute, set the volume; and a tap on the picture, which plays or pauses only when the controls are
 * shown (else it shows them).
 */
export function usePlayerActions(
  videoRef: RefObject<HTMLVideoElement | null>,
  muted: boolean,
  controls: { visible: boolean; poke: () => void },
  source: { ask: (play: boolean) => void },
) {
  const togglePlay = () => {
    controls.poke();
    const video = videoRef.current;
    if (!video) return;
    const play = video.paused || video.ended;
    // The source hears of it first: it keeps the wish even if the element forgets this play().
    source.ask(play);
    // Called within the tap: browsers let media play with sound once the person has interacted.
    if (play) void video.play().catch(() => undefined);
    else video.pause();
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    if (!muted) video.muted = true;
    else {
      video.muted = false;
      if (video.volume === 0) video.volume = 0.5;
    }
  };
  const setVolume = (percent: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = percent / 100;
    video.muted = percent === 0;
  };
  const onSurfaceClick = () => (controls.visible ? togglePlay() : controls.poke());
  return { togglePlay, toggleMute, setVolume, onSurfaceClick };
}

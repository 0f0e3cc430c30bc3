import type { RefObject } from 'react';

/**
 * What every player's buttons do to its <video>: play or pause (showing the controls again), mute or
 * unmute, set the volume; and a tap on the picture, which plays or pauses only when the controls are
 * shown (else it shows them).
 */
export function usePlayerActions(videoRef: RefObject<HTMLVideoElement | null>, muted: boolean, controls: { visible: boolean; poke: () => void }) {
  const togglePlay = () => {
    controls.poke();
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) void video.play().catch(() => undefined);
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

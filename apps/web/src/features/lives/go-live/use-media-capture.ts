import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaErrorMessage } from './media-errors';

export type CaptureSource = 'camera' | 'screen';

export interface CaptureOptions {
  source: CaptureSource;
  /** The picture height to ask for (the camera may give less). */
  height: number;
  /** Front ('user') or back ('environment') camera on a phone. */
  facingMode: 'user' | 'environment';
}

/** Stops every track of a stream (the camera light goes off). */
export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Opens the camera (or the screen) with the microphone. */
export async function openCapture({ source, height, facingMode }: CaptureOptions): Promise<MediaStream> {
  const audio: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };
  if (source === 'screen') {
    const screen = await navigator.mediaDevices.getDisplayMedia({ video: { height: { ideal: height }, frameRate: { ideal: 25, max: 30 } }, audio: false });
    try {
      const microphone = await navigator.mediaDevices.getUserMedia({ audio });
      return new MediaStream([...screen.getVideoTracks(), ...microphone.getAudioTracks()]);
    } catch (error) {
      stopStream(screen);
      throw error;
    }
  }
  return navigator.mediaDevices.getUserMedia({
    video: { height: { ideal: height }, aspectRatio: { ideal: 16 / 9 }, frameRate: { ideal: 25, max: 30 }, facingMode: { ideal: facingMode } },
    audio,
  });
}

/**
 * The camera or screen with the microphone, for a preview and a recorder: opened on demand (a tap:
 * some browsers want a gesture), replaced when reopened, and closed when the page is left. `error`
 * is a sentence in the page's language.
 */
export function useMediaCapture() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const current = useRef<MediaStream | null>(null);

  const open = useCallback(async (options: CaptureOptions) => {
    setOpening(true);
    setError(null);
    try {
      const next = await openCapture(options);
      stopStream(current.current);
      current.current = next;
      setStream(next);
      // The viewer stops sharing from the browser's own bar: the capture is over.
      next.getVideoTracks()[0]?.addEventListener('ended', () => {
        if (current.current !== next) return;
        stopStream(next);
        current.current = null;
        setStream(null);
      });
      return next;
    } catch (cause) {
      setError(mediaErrorMessage(cause));
      return null;
    } finally {
      setOpening(false);
    }
  }, []);

  const close = useCallback(() => {
    stopStream(current.current);
    current.current = null;
    setStream(null);
  }, []);

  useEffect(() => () => stopStream(current.current), []);

  return { stream, error, opening, open, close };
}

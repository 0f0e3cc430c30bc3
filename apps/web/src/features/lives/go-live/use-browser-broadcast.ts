import { useCallback, useEffect, useRef, useState } from 'react';
import { livesGoLiveTexts } from '../go-live-texts';
import { AUDIO_BITS_PER_SECOND, pickRecorderMimeType, RECORDER_KEYFRAME_MS, RECORDER_TIMESLICE_MS } from './recorder-format';

export type BroadcastState =
  | { phase: 'idle' }
  | { phase: 'connecting' }
  | { phase: 'live'; sentBytes: number; lagging: boolean }
  | { phase: 'stopping' }
  | { phase: 'failed'; message: string };

/** Chrome's MediaRecorder takes the keyframe interval too (not yet in TypeScript's DOM types). */
type RecorderOptions = MediaRecorderOptions & { videoKeyFrameIntervalDuration?: number };

/** The socket closed without us asking: the server's reason or a generic sentence. */
function closeMessage(event: CloseEvent): string {
  if (event.reason) return event.reason;
  return livesGoLiveTexts.broadcast.connectionLost;
}

/**
 * Going live from the browser: MediaRecorder chunks (WebM, H.264 or VP8 with Opus, a keyframe every
 * 2 s, a chunk every 500 ms) sent as binary messages on the live's ingest socket. The server closes
 * the socket with a reason when it refuses. `lagging`: the socket holds more than about 3 s of
 * unsent video (the upload is slower than the picture).
 */
export function useBrowserBroadcast() {
  const [state, setState] = useState<BroadcastState>({ phase: 'idle' });
  const session = useRef<{ socket: WebSocket; recorder: MediaRecorder | null; stopping: boolean } | null>(null);

  const teardown = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    current.stopping = true;
    if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
    if (current.socket.readyState <= WebSocket.OPEN) current.socket.close(1000, 'stop');
  }, []);

  const start = useCallback(
    (stream: MediaStream, url: string, videoBitsPerSecond: number) => {
      teardown();
      const mimeType = typeof MediaRecorder === 'undefined' ? null : pickRecorderMimeType((type) => MediaRecorder.isTypeSupported(type));
      if (!mimeType) {
        setState({ phase: 'failed', message: livesGoLiveTexts.broadcast.unsupported });
        return;
      }
      const socket = new WebSocket(url);
      socket.binaryType = 'arraybuffer';
      const current: { socket: WebSocket; recorder: MediaRecorder | null; stopping: boolean } = { socket, recorder: null, stopping: false };
      session.current = current;
      setState({ phase: 'connecting' });
      const lagLimit = ((videoBitsPerSecond + AUDIO_BITS_PER_SECOND) / 8) * 3;
      let sentBytes = 0;

      socket.onopen = () => {
        const options: RecorderOptions = { mimeType, videoBitsPerSecond, audioBitsPerSecond: AUDIO_BITS_PER_SECOND, videoKeyFrameIntervalDuration: RECORDER_KEYFRAME_MS };
        let recorder: MediaRecorder;
        try {
          recorder = new MediaRecorder(stream, options);
        } catch {
          current.stopping = true;
          socket.close(1000, 'recorder');
          setState({ phase: 'failed', message: livesGoLiveTexts.broadcast.encoderFailed });
          return;
        }
        current.recorder = recorder;
        recorder.ondataavailable = (event) => {
          if (event.data.size === 0 || socket.readyState !== WebSocket.OPEN) return;
          socket.send(event.data);
          sentBytes += event.data.size;
          if (!current.stopping) setState({ phase: 'live', sentBytes, lagging: socket.bufferedAmount > lagLimit });
        };
        recorder.onerror = () => {
          if (current.stopping) return;
          current.stopping = true;
          socket.close(1000, 'recorder');
          setState({ phase: 'failed', message: livesGoLiveTexts.broadcast.recorderStopped });
        };
        recorder.start(RECORDER_TIMESLICE_MS);
        setState({ phase: 'live', sentBytes: 0, lagging: false });
      };
      socket.onclose = (event) => {
        if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
        if (session.current === current) session.current = null;
        if (!current.stopping) setState({ phase: 'failed', message: closeMessage(event) });
      };
    },
    [teardown],
  );

  /** Stops the recorder (its last chunk is sent) and closes the socket. */
  const stop = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    current.stopping = true;
    setState({ phase: 'stopping' });
    const recorder = current.recorder;
    if (recorder && recorder.state !== 'inactive') {
      await new Promise<void>((resolve) => {
        recorder.addEventListener('stop', () => resolve(), { once: true });
        recorder.stop();
      });
    }
    teardown();
    setState({ phase: 'idle' });
  }, [teardown]);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  // Leaving the page ends the broadcast (the socket would otherwise stay open in the background).
  useEffect(() => teardown, [teardown]);

  return { state, start, stop, reset };
}

import { catalogue } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { ApiError } from '../../../lib/api-client';
import { saveProgress } from '../api/save-progress';
import { videoKeys } from '../api/video-keys';

/**
 * Saves where the viewer is: as playback starts or resumes (which takes this device's screen), every 10 s
 * while playing, on pause, when the page is hidden or left. When a newer device of the account took the screen
 * (409 screen_taken), the video stops here and `onScreenTaken` gets the server's French message. On leaving,
 * the lists are marked stale so 'Continuer à regarder' and the progress bars are fresh next time they show.
 */
export function useProgressReporter(videoRef: RefObject<HTMLVideoElement | null>, videoId: string, playing: boolean, onScreenTaken: (message: string) => void) {
  const queryClient = useQueryClient();
  const lastSent = useRef<number | null>(null);
  /** Play was pressed before the media had loaded: the screen is taken by the first report that can be sent. */
  const startPending = useRef(false);

  const send = useEffectEvent((starting = false) => {
    const video = videoRef.current;
    const start = starting || startPending.current;
    if (!video || video.readyState === 0) {
      startPending.current = start;
      return;
    }
    startPending.current = false;
    const position = Math.floor(video.currentTime);
    if (position === lastSent.current && !start) return;
    lastSent.current = position;
    saveProgress(videoId, position, start).catch((error: unknown) => {
      if (error instanceof ApiError && error.body?.code === 'screen_taken') {
        videoRef.current?.pause();
        onScreenTaken(error.body.message);
      }
      // Any other lost save is not worth bothering the viewer: the next one carries a newer position.
    });
  });

  useEffect(() => {
    if (!playing) return;
    send(true);
    // The picture moves: a start still waiting for the media goes now.
    const video = videoRef.current;
    const onPlaying = () => {
      if (startPending.current) send();
    };
    video?.addEventListener('playing', onPlaying);
    const timer = window.setInterval(() => send(), catalogue.progressWriteEverySeconds * 1000);
    return () => {
      video?.removeEventListener('playing', onPlaying);
      window.clearInterval(timer);
      send();
    };
  }, [playing, videoRef]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') send();
    };
    const onPageHide = () => send();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      send();
      void queryClient.invalidateQueries({ queryKey: videoKeys.all, refetchType: 'none' });
    };
  }, [queryClient]);
}

import type { CreatorVideo } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { createTransferMeter, type TransferRate } from '../transfer-rate';
import { sendUpload } from './send-upload';
import type { UploadRequest, UploadSending } from './upload-sending';
import { UploadAnswerLostError } from './upload-errors';
import { uploadKeys } from './upload-keys';

/** Where the sending stands, for the progress display. */
export interface SendingState {
  rate: TransferRate;
  /** The connection dropped: the upload waits, then tries again by itself. */
  reconnecting: boolean;
  /** Percent the server already held when sending carried on from an earlier attempt; null for a fresh start. */
  resumedPercent: number | null;
}

/**
 * Sends a video (see send-upload.ts) as a mutation, so a lost session reaches the global 401
 * handling like any other request. Exposes where the sending stands (percent, speed, time left,
 * reconnecting, resumed) and `abort`. On success the new video heads the creator's list.
 */
/** Least time between two renders of the sending progress. */
const PROGRESS_RENDER_MS = 250;

export function useUploadVideo() {
  const queryClient = useQueryClient();
  const sending = useRef<UploadSending | null>(null);
  const [state, setState] = useState<SendingState | null>(null);

  const mutation = useMutation({
    mutationFn: (request: UploadRequest) => {
      const known = queryClient.getQueryData<CreatorVideo[]>(uploadKeys.creatorVideos);
      const upload = sendUpload({ ...request, knownVideoIds: known && new Set(known.map((video) => video.id)) });
      let meter = createTransferMeter();
      let lastRender = 0;
      sending.current = upload;
      setState({ rate: meter.add(performance.now(), 0, request.file.size), reconnecting: false, resumedPercent: null });
      return upload.start({
        onProgress: ({ loaded, total }) => {
          // XHR reports progress many times a second; a cheap phone re-renders at most four times.
          const now = performance.now();
          const rate = meter.add(now, loaded, total);
          if (now - lastRender < PROGRESS_RENDER_MS && loaded < total) return;
          lastRender = now;
          setState((s) => ({ rate, reconnecting: false, resumedPercent: s?.resumedPercent ?? null }));
        },
        onReconnecting: () => setState((s) => s && { ...s, reconnecting: true }),
        onResumed: (offset, total) => {
          // The bytes the server already had were not sent now: they say nothing of the speed.
          meter = createTransferMeter();
          setState({ rate: meter.add(performance.now(), offset, total), reconnecting: false, resumedPercent: Math.floor((offset / total) * 100) });
        },
      });
    },
    onSuccess: (video) => {
      // The new video heads the list at once; reading it again brings the server's view of every row
      // (a list not on screen, such as the dashboard's Vidéos tab, is read when it opens).
      queryClient.setQueryData<CreatorVideo[]>(uploadKeys.creatorVideos, (list) => (list ? [video, ...list.filter((v) => v.id !== video.id)] : list));
      void queryClient.invalidateQueries({ queryKey: uploadKeys.creatorVideos });
    },
    onError: (error) => {
      // The server has the video but its answer was lost: 'Mes vidéos' shows it once read again.
      if (error instanceof UploadAnswerLostError) void queryClient.invalidateQueries({ queryKey: uploadKeys.creatorVideos });
    },
    onSettled: () => {
      sending.current = null;
      setState(null);
    },
  });

  const abort = useCallback(() => sending.current?.abort(), []);
  return { ...mutation, sending: state, abort };
}

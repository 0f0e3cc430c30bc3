import type { CreatorVideo } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { createTransferMeter, type TransferRate } from '../transfer-rate';
import { sendUpload, type UploadRequest, type UploadSending } from './send-upload';
import { uploadKeys } from './upload-keys';

/**
 * Sends a video (see send-upload.ts) as a mutation, so a lost session reaches the global 401
 * handling like any other request. Exposes where the sending stands (percent, speed, time left)
 * and `abort`. On success the new video heads the creator's list.
 */
export function useUploadVideo() {
  const queryClient = useQueryClient();
  const sending = useRef<UploadSending | null>(null);
  const [rate, setRate] = useState<TransferRate | null>(null);

  const mutation = useMutation({
    mutationFn: (request: UploadRequest) => {
      const upload = sendUpload(request);
      const meter = createTransferMeter();
      sending.current = upload;
      setRate(meter.add(performance.now(), 0, request.file.size));
      return upload.start(({ loaded, total }) => setRate(meter.add(performance.now(), loaded, total)));
    },
    onSuccess: (video) => {
      queryClient.setQueryData<CreatorVideo[]>(uploadKeys.creatorVideos, (list) => (list ? [video, ...list.filter((v) => v.id !== video.id)] : list));
    },
    onSettled: () => {
      sending.current = null;
      setRate(null);
    },
  });

  const abort = useCallback(() => sending.current?.abort(), []);
  return { ...mutation, rate, abort };
}

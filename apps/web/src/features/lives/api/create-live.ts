import { apiPaths, type CreateLiveBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { liveKeys } from './live-keys';

/** Creates a live: pending approval for a creator, approved at once for an admin. */
export function createLive(body: CreateLiveBody) {
  return api('post', apiPaths.liveStreams, { body });
}

export function useCreateLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLive,
    meta: { handlesUnauthorized: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
      void queryClient.invalidateQueries({ queryKey: liveKeys.mine });
    },
  });
}

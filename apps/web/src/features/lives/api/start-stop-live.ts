import { apiPaths, type LiveStream } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { liveKeys } from './live-keys';

/** Puts an approved live on air (its creator or an admin); 409 with a French message otherwise. */
export function startLive(id: string) {
  return api('post', apiPaths.liveStart, { params: { id } });
}

/** Ends a live for good (its replay follows). */
export function stopLive(id: string) {
  return api('post', apiPaths.liveStop, { params: { id } });
}

/** Start or stop; the answer replaces the live in the cache, then every list is asked again. */
function useLiveTransition(call: (id: string) => Promise<LiveStream>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // 401 is the action's own 'Session expirée' (toastActionError), not the global handling.
    meta: { handlesUnauthorized: true },
    onSuccess: (live) => {
      queryClient.setQueryData(liveKeys.detail(live.id), live);
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
      void queryClient.invalidateQueries({ queryKey: liveKeys.mine });
    },
  });
}

export const useStartLive = () => useLiveTransition(startLive);
export const useStopLive = () => useLiveTransition(stopLive);

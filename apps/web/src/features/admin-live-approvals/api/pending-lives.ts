import { apiPaths, pathTo, type LiveStream, type RejectLiveBody } from '@kora/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Query key of the pending list; it starts with its API path. */
export const pendingLivesKey = [apiPaths.adminPendingLives] as const;

/** Lives waiting for an admin's decision (live-creators-admin.md §7). */
export function getPendingLives(signal?: AbortSignal): Promise<LiveStream[]> {
  return apiRequest('GET', apiPaths.adminPendingLives, undefined, { signal });
}

export function pendingLivesQueryOptions() {
  return queryOptions({ queryKey: pendingLivesKey, queryFn: ({ signal }) => getPendingLives(signal), staleTime: 0 });
}

export function usePendingLives() {
  return useQuery(pendingLivesQueryOptions());
}

export function approveLive(id: string): Promise<LiveStream> {
  return apiRequest('POST', pathTo(apiPaths.adminApproveLive, { id }));
}

export function rejectLive({ id, reason }: { id: string } & RejectLiveBody): Promise<LiveStream> {
  return apiRequest('POST', pathTo(apiPaths.adminRejectLive, { id }), { reason });
}

/**
 * A decision on a pending live: once the server agrees, the live leaves the list at once (it is no
 * longer pending), and the lives lists elsewhere are asked again.
 */
function useDecision<V extends string | { id: string }>(call: (variables: V) => Promise<LiveStream>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // 401 is the action's own 'Session expirée' (toastActionError).
    meta: { handlesUnauthorized: true },
    onSuccess: (live) => {
      queryClient.setQueryData<LiveStream[]>(pendingLivesKey, (list) => list?.filter((item) => item.id !== live.id));
      void queryClient.invalidateQueries({ queryKey: pendingLivesKey });
      void queryClient.invalidateQueries({ queryKey: [apiPaths.liveStreams] });
    },
  });
}

export const useApproveLive = () => useDecision(approveLive);
export const useRejectLive = () => useDecision(rejectLive);

import { apiPaths, type LiveStream, type RejectLiveBody } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLiveListChange } from '../../../lib/use-live-list-change';

/** Query key of the pending list; it starts with its API path. */
export const pendingLivesKey = [apiPaths.adminPendingLives] as const;

/** Lives waiting for an admin's decision (live-creators-admin.md §7). */
export function getPendingLives(signal?: AbortSignal) {
  return api('get', apiPaths.adminPendingLives, { signal });
}

export function pendingLivesQueryOptions() {
  return queryOptions({ queryKey: pendingLivesKey, queryFn: ({ signal }) => getPendingLives(signal), staleTime: 0 });
}

export function usePendingLives() {
  return useQuery(pendingLivesQueryOptions());
}

export function approveLive(id: string) {
  return api('post', apiPaths.adminApproveLive, { params: { id } });
}

export function rejectLive({ id, reason }: { id: string } & RejectLiveBody) {
  return api('post', apiPaths.adminRejectLive, { params: { id }, body: { reason } });
}

/** A decision on a pending live: once the server agrees, the live leaves the list at once (it is no longer pending). */
const withoutDecided = (list: LiveStream[], _variables: unknown, live: LiveStream) => list.filter((item) => item.id !== live.id);

export const useApproveLive = () => useLiveListChange(pendingLivesKey, approveLive, withoutDecided);
export const useRejectLive = () => useLiveListChange(pendingLivesKey, rejectLive, withoutDecided);

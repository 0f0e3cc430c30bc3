import { apiPaths, pathTo, type AdminCreateLiveBody, type LiveStream } from '@kora/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Query key of the admin's list of lives; it starts with its API path. */
export const adminLivesKey = [apiPaths.adminLiveStreams] as const;

/** Every live, any status (live-creators-admin.md §7). */
export function getAdminLives(signal?: AbortSignal): Promise<LiveStream[]> {
  return apiRequest('GET', apiPaths.adminLiveStreams, undefined, { signal });
}

export function adminLivesQueryOptions() {
  return queryOptions({ queryKey: adminLivesKey, queryFn: ({ signal }) => getAdminLives(signal), staleTime: 0 });
}

export function useAdminLives() {
  return useQuery(adminLivesQueryOptions());
}

/** Creates an approved live (title and description required). */
export function createAdminLive(body: AdminCreateLiveBody): Promise<LiveStream> {
  return apiRequest('POST', apiPaths.adminLiveStreams, body);
}

export function deleteAdminLive(id: string): Promise<unknown> {
  return apiRequest('DELETE', pathTo(apiPaths.adminLiveStream, { id }));
}

/** After a change, this list and the lives lists elsewhere are asked again. */
function useAdminLiveChange<V, A>(call: (variables: V) => Promise<A>, apply: (list: LiveStream[], variables: V, answer: A) => LiveStream[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // 401 is the action's own 'Session expirée' (toastActionError).
    meta: { handlesUnauthorized: true },
    onSuccess: (answer, variables) => {
      queryClient.setQueryData<LiveStream[]>(adminLivesKey, (list) => (list ? apply(list, variables, answer) : list));
      void queryClient.invalidateQueries({ queryKey: adminLivesKey });
      void queryClient.invalidateQueries({ queryKey: [apiPaths.liveStreams] });
    },
  });
}

export const useCreateAdminLive = () => useAdminLiveChange(createAdminLive, (list, _body, created) => [created, ...list]);
export const useDeleteAdminLive = () => useAdminLiveChange(deleteAdminLive, (list, id: string) => list.filter((live) => live.id !== id));

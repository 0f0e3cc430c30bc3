import { apiPaths, type AdminCreateLiveBody } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLiveListChange } from '../../../lib/use-live-list-change';

/** Query key of the admin's list of lives; it starts with its API path. */
export const adminLivesKey = [apiPaths.adminLiveStreams] as const;

/** Every live, any status (live-creators-admin.md §7). */
export function getAdminLives(signal?: AbortSignal) {
  return api('get', apiPaths.adminLiveStreams, { signal });
}

export function adminLivesQueryOptions() {
  return queryOptions({ queryKey: adminLivesKey, queryFn: ({ signal }) => getAdminLives(signal), staleTime: 0 });
}

export function useAdminLives() {
  return useQuery(adminLivesQueryOptions());
}

/** Creates an approved live (title and description required). */
export function createAdminLive(body: AdminCreateLiveBody) {
  return api('post', apiPaths.adminLiveStreams, { body });
}

export function deleteAdminLive(id: string) {
  return api('delete', apiPaths.adminLiveStream, { params: { id } });
}

export const useCreateAdminLive = () => useLiveListChange(adminLivesKey, createAdminLive, (list, _body, created) => [created, ...list]);
export const useDeleteAdminLive = () => useLiveListChange(adminLivesKey, deleteAdminLive, (list, id: string) => list.filter((live) => live.id !== id));

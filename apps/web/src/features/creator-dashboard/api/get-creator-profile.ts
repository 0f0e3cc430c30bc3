import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api';
import { creatorDashboardKeys } from './creator-dashboard-keys';

/** The signed-in creator's profile (live-creators-admin.md §3); 404 without one. */
export function getCreatorProfile(signal?: AbortSignal) {
  return api('get', apiPaths.creatorProfile, { signal });
}

export const creatorProfileQueryOptions = queryOptions({
  queryKey: creatorDashboardKeys.profile,
  queryFn: ({ signal }) => getCreatorProfile(signal),
});

export function useCreatorProfile() {
  return useQuery(creatorProfileQueryOptions);
}

/** True when the answer means "no creator profile here" (404, or 403 to someone who is not a creator): 'Accès non autorisé'. */
export function isProfileMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

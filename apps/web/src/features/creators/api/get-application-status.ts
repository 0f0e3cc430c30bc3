import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { creatorKeys } from './creator-keys';

/** The signed-in person's latest application (live-creators-admin.md §3): none, pending, approved or rejected. */
export function getApplicationStatus(signal?: AbortSignal) {
  return api('get', apiPaths.creatorApplicationStatus, { signal });
}

/** Asked again each time a page shows it: an admin may have decided meanwhile. */
export const applicationStatusQueryOptions = queryOptions({
  queryKey: creatorKeys.applicationStatus,
  queryFn: ({ signal }) => getApplicationStatus(signal),
  staleTime: 0,
});

/** `enabled` false: not asked at all (a creator's page needs no application). */
export function useApplicationStatus(enabled = true) {
  return useQuery({ ...applicationStatusQueryOptions, enabled });
}

import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What waits for an admin (GET /api/admin/overview): the admin area's first screen. */
export function getAdminOverview(signal?: AbortSignal) {
  return api('get', apiPaths.adminOverview, { signal });
}

export function adminOverviewQueryOptions() {
  // Read again each time the first screen opens: a decision taken in a section changes it.
  return queryOptions({ queryKey: [apiPaths.adminOverview], queryFn: ({ signal }) => getAdminOverview(signal), staleTime: 0 });
}

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}

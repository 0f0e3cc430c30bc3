import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The 'Abonnements' figures (GET /api/admin/subscriptions): real ones, computed by the server. */
export function getAdminSubscriptions(signal?: AbortSignal) {
  return api('get', apiPaths.adminSubscriptions, { signal });
}

export function adminSubscriptionsQueryOptions() {
  return queryOptions({ queryKey: [apiPaths.adminSubscriptions], queryFn: ({ signal }) => getAdminSubscriptions(signal), staleTime: 0 });
}

export function useAdminSubscriptions() {
  return useQuery(adminSubscriptionsQueryOptions());
}

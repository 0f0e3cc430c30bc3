import { type AdminSubscriptionsOverview, apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The 'Abonnements' figures (GET /api/admin/subscriptions): real ones, computed by the server. */
export function getAdminSubscriptions(signal?: AbortSignal): Promise<AdminSubscriptionsOverview> {
  return apiRequest('GET', apiPaths.adminSubscriptions, undefined, { signal });
}

export function adminSubscriptionsQueryOptions() {
  return queryOptions({ queryKey: [apiPaths.adminSubscriptions], queryFn: ({ signal }) => getAdminSubscriptions(signal), staleTime: 0 });
}

export function useAdminSubscriptions() {
  return useQuery(adminSubscriptionsQueryOptions());
}

import { type AdminAuditPage, type AdminAuditQuery, apiPaths } from '@kora/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withQuery } from '../../../lib/with-query';

/** One page of the journal (GET /api/admin/audit): admin sign-ins and actions, newest first. */
export function getAdminAudit(query: AdminAuditQuery, signal?: AbortSignal): Promise<AdminAuditPage> {
  return apiRequest('GET', withQuery(apiPaths.adminAudit, query), undefined, { signal });
}

export function adminAuditQueryOptions(query: AdminAuditQuery) {
  return queryOptions({
    queryKey: [apiPaths.adminAudit, query],
    queryFn: ({ signal }) => getAdminAudit(query, signal),
    // The page shown stays while the next one (another filter, another page) loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminAudit(query: AdminAuditQuery) {
  return useQuery(adminAuditQueryOptions(query));
}

import { apiPaths } from '@kora/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiInput } from '../../../lib/api';
import { setFilters } from '../../../lib/set-filters';

/** The journal's filters and page, as the contract takes them. */
export type AuditQuery = NonNullable<ApiInput<'get', typeof apiPaths.adminAudit>['query']>;

/** One page of the journal (GET /api/admin/audit): admin sign-ins and actions, newest first. */
export function getAdminAudit(query: AuditQuery, signal?: AbortSignal) {
  return api('get', apiPaths.adminAudit, { query: setFilters(query), signal });
}

export function adminAuditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: [apiPaths.adminAudit, query],
    queryFn: ({ signal }) => getAdminAudit(query, signal),
    // The page shown stays while the next one (another filter, another page) loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminAudit(query: AuditQuery) {
  return useQuery(adminAuditQueryOptions(query));
}

import { apiPaths, type AccountType, type Tier } from '@kora/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setFilters } from '../../../lib/set-filters';

/** What the list asks for: words of a name or an e-mail, a role, a tier, a page (from 1). */
export interface AdminUserFilters {
  q: string;
  accountType: AccountType | '';
  subscriptionTier: Tier | '';
  page: number;
}

/** Every page of the list starts with this key (a change asks them all again). */
export const adminUsersKey = [apiPaths.adminUsers] as const;

/** One page of accounts, newest sign-up first (live-creators-admin.md §3 'User (admin view)'). */
export function getAdminUsers(filters: AdminUserFilters, signal?: AbortSignal) {
  return api('get', apiPaths.adminUsers, { query: setFilters(filters), signal });
}

export function adminUsersQueryOptions(filters: AdminUserFilters) {
  return queryOptions({
    queryKey: [...adminUsersKey, filters] as const,
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    staleTime: 0,
    // The page on screen stays while the next one loads (a slow network: no blank list at each search).
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filters: AdminUserFilters) {
  return useQuery(adminUsersQueryOptions(filters));
}

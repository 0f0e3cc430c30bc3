import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The settings the server runs with, read-only (they change with its configuration, not here). */
export function getAdminSettings(signal?: AbortSignal) {
  return api('get', apiPaths.adminSettings, { signal });
}

export function adminSettingsQueryOptions() {
  return queryOptions({ queryKey: [apiPaths.adminSettings], queryFn: ({ signal }) => getAdminSettings(signal), staleTime: 5 * 60_000 });
}

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}

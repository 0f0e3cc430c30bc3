import { type AdminSettings, apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The settings the server runs with, read-only (they change with its configuration, not here). */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return apiRequest('GET', apiPaths.adminSettings, undefined, { signal });
}

export function adminSettingsQueryOptions() {
  return queryOptions({ queryKey: [apiPaths.adminSettings], queryFn: ({ signal }) => getAdminSettings(signal), staleTime: 5 * 60_000 });
}

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}

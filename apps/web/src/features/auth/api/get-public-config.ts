import { apiPaths, type PublicConfig } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getPublicConfig(): Promise<PublicConfig> {
  return apiRequest('GET', apiPaths.publicConfig);
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: [apiPaths.publicConfig] as const,
  queryFn: getPublicConfig,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

import type { PublicConfig } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getPublicConfig(): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('GET', '/api/public-config');
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['/api/public-config'] as const,
  queryFn: getPublicConfig,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

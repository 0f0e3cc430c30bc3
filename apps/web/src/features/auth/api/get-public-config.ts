import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function getPublicConfig() {
  return api('get', apiPaths.publicConfig);
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: [apiPaths.publicConfig] as const,
  queryFn: getPublicConfig,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

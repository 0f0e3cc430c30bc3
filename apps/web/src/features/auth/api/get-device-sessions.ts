import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The account's signed-in devices, this one first. */
export function getDeviceSessions(signal?: AbortSignal) {
  return api('get', apiPaths.userSessions, { signal });
}

export const deviceSessionsQueryOptions = queryOptions({
  queryKey: [apiPaths.userSessions] as const,
  queryFn: ({ signal }) => getDeviceSessions(signal),
});

export function useDeviceSessions() {
  return useQuery(deviceSessionsQueryOptions);
}

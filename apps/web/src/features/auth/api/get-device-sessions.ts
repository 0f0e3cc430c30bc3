import { apiPaths, type DeviceSession } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The account's signed-in devices, this one first. */
export function getDeviceSessions(signal?: AbortSignal): Promise<DeviceSession[]> {
  return apiRequest('GET', apiPaths.userSessions, undefined, { signal });
}

export const deviceSessionsQueryOptions = queryOptions({
  queryKey: [apiPaths.userSessions] as const,
  queryFn: ({ signal }) => getDeviceSessions(signal),
});

export function useDeviceSessions() {
  return useQuery(deviceSessionsQueryOptions);
}

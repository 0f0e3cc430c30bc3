import { apiPaths, catalogue, pathTo, type LiveJoin } from '@kora/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Counts the viewer on the live's page (again) for a while; answers how many are there now. */
export function joinLive(id: string): Promise<LiveJoin> {
  return apiRequest('POST', pathTo(apiPaths.liveJoin, { id }));
}

/**
 * POST join on opening the page and every 30 s while it is open (the server keeps a viewer counted
 * 75 s after the last join). A query, so the polling stops with the page; a failure is silent.
 */
export function useJoinLive(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [pathTo(apiPaths.liveJoin, { id })],
    queryFn: () => joinLive(id),
    enabled,
    refetchInterval: catalogue.livePollMs,
    refetchIntervalInBackground: false,
    staleTime: 0,
    gcTime: 0,
    meta: { handlesUnauthorized: true },
  });
}

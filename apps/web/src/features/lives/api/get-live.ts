import { apiPaths, catalogue, pathTo, type LiveStream } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** One live; a missing one (or a malformed id) answers 404 / 400. */
export function getLive(id: string, signal?: AbortSignal): Promise<LiveStream> {
  return apiRequest('GET', pathTo(apiPaths.liveStream, { id }), undefined, { signal });
}

/** A single live is asked again every 30 s (live-creators-admin.md §4). */
export function liveQueryOptions(id: string) {
  return queryOptions({
    queryKey: liveKeys.detail(id),
    queryFn: ({ signal }) => getLive(id, signal),
    refetchInterval: catalogue.livePollMs,
    staleTime: 0,
  });
}

export function useLive(id: string) {
  return useQuery(liveQueryOptions(id));
}

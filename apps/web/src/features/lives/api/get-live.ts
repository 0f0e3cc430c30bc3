import { apiPaths, catalogue } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { liveKeys } from './live-keys';

/** One live; a missing one (or a malformed id) answers 404 / 400. */
export function getLive(id: string, signal?: AbortSignal) {
  return api('get', apiPaths.liveStream, { params: { id }, signal });
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

import { apiPaths, catalogue } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { liveKeys } from './live-keys';

/** The lives the caller may see; `active`: only those on air (the spec's "variant active"). */
export function getLives(active: boolean, signal?: AbortSignal) {
  return api('get', apiPaths.liveStreams, { query: active ? { active: 'true' } : {}, signal });
}

/** Live lists are asked again every 30 s (live-creators-admin.md §4) and on each visit. */
export function livesQueryOptions(active: boolean) {
  return queryOptions({
    queryKey: liveKeys.list(active),
    queryFn: ({ signal }) => getLives(active, signal),
    refetchInterval: catalogue.livePollMs,
    staleTime: 0,
  });
}

export function useLives(active: boolean, enabled = true) {
  return useQuery({ ...livesQueryOptions(active), enabled });
}

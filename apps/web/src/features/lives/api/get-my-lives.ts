import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { liveKeys } from './live-keys';

/** The caller's own lives (creators and admins), every status. */
export function getMyLives(signal?: AbortSignal) {
  return api('get', apiPaths.creatorLiveStreams, { signal });
}

export function myLivesQueryOptions() {
  return queryOptions({ queryKey: liveKeys.mine, queryFn: ({ signal }) => getMyLives(signal), staleTime: 0 });
}

export function useMyLives() {
  return useQuery(myLivesQueryOptions());
}

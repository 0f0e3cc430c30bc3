import { apiPaths, type LiveStream } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** The caller's own lives (creators and admins), every status. */
export function getMyLives(signal?: AbortSignal): Promise<LiveStream[]> {
  return apiRequest('GET', apiPaths.creatorLiveStreams, undefined, { signal });
}

export function myLivesQueryOptions() {
  return queryOptions({ queryKey: liveKeys.mine, queryFn: ({ signal }) => getMyLives(signal), staleTime: 0 });
}

export function useMyLives() {
  return useQuery(myLivesQueryOptions());
}

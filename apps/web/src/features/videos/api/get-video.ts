import { apiPaths, pathTo, type VideoDetail } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** One video; a missing or inactive one answers 404 { code: 'not_found' }. */
export function getVideo(id: string, signal?: AbortSignal): Promise<VideoDetail> {
  return apiRequest('GET', pathTo(apiPaths.video, { id }), undefined, { signal });
}

export function videoQueryOptions(id: string) {
  return queryOptions({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) => getVideo(id, signal),
  });
}

export function useVideo(id: string) {
  return useQuery(videoQueryOptions(id));
}

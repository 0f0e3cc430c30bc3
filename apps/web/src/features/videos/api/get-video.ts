import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { videoKeys } from './video-keys';

/** One video; a missing or inactive one answers 404 { code: 'not_found' }. */
export function getVideo(id: string, signal?: AbortSignal) {
  return api('get', apiPaths.video, { params: { id }, signal });
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

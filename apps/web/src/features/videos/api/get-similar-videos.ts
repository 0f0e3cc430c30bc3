import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { videoKeys } from './video-keys';

/** Up to 6 videos of the same category, the current one left out. */
export function getSimilarVideos(category: string, exclude: string, signal?: AbortSignal) {
  return api('get', apiPaths.similarVideos, { query: { category, exclude }, signal });
}

export function similarVideosQueryOptions(category: string, exclude: string) {
  return queryOptions({
    queryKey: videoKeys.similar(category, exclude),
    queryFn: ({ signal }) => getSimilarVideos(category, exclude, signal),
  });
}

export function useSimilarVideos(category: string, exclude: string) {
  return useQuery(similarVideosQueryOptions(category, exclude));
}

import { apiPaths, catalogue } from '@kora/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { videoKeys } from './video-keys';

/** Videos whose title, description or category match `q` (accents, case and small typos forgiven by the server). */
export function searchVideos(q: string, signal?: AbortSignal) {
  return api('get', apiPaths.searchVideos, { query: { q }, signal });
}

export function searchVideosQueryOptions(q: string) {
  return queryOptions({
    queryKey: videoKeys.search(q),
    queryFn: ({ signal }) => searchVideos(q, signal),
    enabled: q.length >= catalogue.searchMinLength,
    // The previous results stay on screen while the next ones load: no flash of skeleton per keystroke.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useSearchVideos(q: string) {
  return useQuery(searchVideosQueryOptions(q));
}

import { apiPaths, type AdminVideoPage } from '@kora/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Every admin list of videos starts with this key ('Vidéos' too): a decision asks them all again. */
export const adminVideosKey = [apiPaths.adminVideos] as const;

/** While a video waiting is still being prepared, the page is asked again this often. */
const PROCESSING_REFRESH_MS = 10_000;

/** One page of creators' videos waiting for review, newest first. */
export function getPendingVideos(page: number, signal?: AbortSignal) {
  return api('get', apiPaths.adminVideos, { query: { status: 'pending_review', page }, signal });
}

export function pendingVideosQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminVideosKey, { status: 'pending_review', page }] as const,
    queryFn: ({ signal }) => getPendingVideos(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // A video decided a moment ago leaves at once (its row is updated in every list before the page is read again).
    select: (data: AdminVideoPage) => ({ ...data, items: data.items.filter((video) => video.reviewStatus === 'pending') }),
    refetchInterval: (query) => (query.state.data?.items.some((video) => video.status === 'processing') ? PROCESSING_REFRESH_MS : false),
  });
}

export function usePendingVideos(page: number) {
  return useQuery(pendingVideosQueryOptions(page));
}

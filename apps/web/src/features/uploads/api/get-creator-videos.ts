import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { uploadKeys } from './upload-keys';

/** While one of the videos is still being prepared, the list is read again this often (ms). */
const REFRESH_WHILE_PROCESSING_MS = 10_000;

/** The signed-in creator's (or admin's) own videos, newest first, whatever their state. */
export function getCreatorVideos(signal?: AbortSignal) {
  return api('get', apiPaths.creatorVideos, { signal });
}

export const creatorVideosQueryOptions = queryOptions({
  queryKey: uploadKeys.creatorVideos,
  queryFn: ({ signal }) => getCreatorVideos(signal),
  refetchInterval: (query) => (query.state.data?.some((video) => video.status === 'processing') ? REFRESH_WHILE_PROCESSING_MS : false),
});

export function useCreatorVideos() {
  return useQuery(creatorVideosQueryOptions);
}

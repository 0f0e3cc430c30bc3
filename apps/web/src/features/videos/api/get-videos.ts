import { apiPaths, type VideoSection } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { videoKeys } from './video-keys';

/** The videos of a home section, or every active video, newest first, without one. */
export function getVideos(section?: VideoSection, signal?: AbortSignal) {
  return api('get', apiPaths.videos, { query: { section }, signal });
}

export function videosQueryOptions(section?: VideoSection) {
  return queryOptions({
    queryKey: videoKeys.list(section ?? 'all'),
    queryFn: ({ signal }) => getVideos(section, signal),
  });
}

/** `enabled: false`: a row the page does not show (it asks nothing). */
export function useVideos(section?: VideoSection, enabled = true) {
  return useQuery({ ...videosQueryOptions(section), enabled });
}

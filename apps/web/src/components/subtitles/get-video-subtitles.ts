import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { subtitleKeys } from './subtitle-keys';

/** A video's subtitle tracks, French first (its uploader or an admin). */
export function getVideoSubtitles(videoId: string, signal?: AbortSignal) {
  return api('get', apiPaths.videoSubtitles, { params: { id: videoId }, signal });
}

export function videoSubtitlesQueryOptions(videoId: string) {
  return queryOptions({ queryKey: subtitleKeys.tracks(videoId), queryFn: ({ signal }) => getVideoSubtitles(videoId, signal), staleTime: 0 });
}

export function useVideoSubtitles(videoId: string) {
  return useQuery(videoSubtitlesQueryOptions(videoId));
}

import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api';
import { videoKeys } from './video-keys';

/** While the server still transcodes a video (409 video_not_ready), ask again this often. */
export const NOT_READY_RETRY_MS = 10_000;

/**
 * What the player needs: the signed master playlist, the renditions and where to resume. Fails with
 * 403 tier_required, 403 watch_time_exhausted or 409 video_not_ready (see {@link playbackErrorCode}).
 */
export function getPlayback(id: string, signal?: AbortSignal) {
  return api('get', apiPaths.playback, { params: { id }, signal });
}

/** The stable code of a failed playback request ('tier_required', 'watch_time_exhausted', 'video_not_ready'…). */
export function playbackErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.code : undefined;
}

export function playbackQueryOptions(id: string) {
  return queryOptions({
    queryKey: videoKeys.playback(id),
    queryFn: ({ signal }) => getPlayback(id, signal),
    // Signed URLs expire: a page opened again asks for fresh ones, and none are kept once it is left.
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (playbackErrorCode(query.state.error) === 'video_not_ready' ? NOT_READY_RETRY_MS : false),
  });
}

export function usePlayback(id: string, enabled: boolean) {
  return useQuery({ ...playbackQueryOptions(id), enabled });
}

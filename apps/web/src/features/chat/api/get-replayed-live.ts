import { apiPaths, pathTo, type LiveStream } from '@kora/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api';

/** The live a video is the replay of, or null when it is not one (the server answers 404). */
export async function getReplayedLive(videoId: string, signal?: AbortSignal): Promise<LiveStream | null> {
  try {
    return await api('get', apiPaths.videoLive, { params: { id: videoId }, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/** Asked once per video page (a replay does not stop being one); a failure only hides the chat. */
export function useReplayedLive(videoId: string) {
  return useQuery({
    queryKey: [pathTo(apiPaths.videoLive, { id: videoId })],
    queryFn: ({ signal }) => getReplayedLive(videoId, signal),
    staleTime: Infinity,
    retry: false,
    meta: { handlesUnauthorized: true },
  });
}

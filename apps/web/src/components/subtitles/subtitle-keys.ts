import { apiPaths } from '@kora/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Query key of a video's tracks; it starts with its API path. */
export const subtitleKeys = {
  tracks: (videoId: string) => [apiPaths.videoSubtitles, videoId] as const,
};

/**
 * After a track is added, replaced or removed: the lists that show each video's languages (the creator's, the admin's)
 * and the catalogue's reads of the video (its page lists its tracks) are read again. Their keys start with their API
 * paths, so they are reached without importing the features that own them.
 */
export async function onSubtitlesChanged(queryClient: QueryClient, videoId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: subtitleKeys.tracks(videoId) }),
    queryClient.invalidateQueries({ queryKey: [apiPaths.creatorVideos] }),
    queryClient.invalidateQueries({ queryKey: [apiPaths.adminVideos] }),
    queryClient.invalidateQueries({ queryKey: [apiPaths.videos] }),
  ]);
}

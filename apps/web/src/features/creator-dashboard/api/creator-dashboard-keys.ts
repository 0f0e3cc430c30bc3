import { apiPaths } from '@kora/shared';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the dashboard. Each is its API path, so a change made elsewhere reaches it without
 * an import: the uploads feature reads and refreshes the same [apiPaths.creatorVideos] list.
 */
export const creatorDashboardKeys = {
  profile: [apiPaths.creatorProfile] as const,
  stats: [apiPaths.creatorStats] as const,
  videos: [apiPaths.creatorVideos] as const,
  earnings: [apiPaths.creatorEarnings] as const,
};

/** After an edit or a deletion: the list of videos and the figures (totals, top videos) are read again. */
export async function onCreatorVideoChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: creatorDashboardKeys.videos }), queryClient.invalidateQueries({ queryKey: creatorDashboardKeys.stats })]);
}

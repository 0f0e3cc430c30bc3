import { apiPaths, type FavoriteCheck } from '@kora/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Keys of the favourites queries; both start with the favourites path so one invalidation refreshes the list and every check. */
export const favoriteKeys = {
  all: [apiPaths.favorites] as const,
  list: [apiPaths.favorites, 'list'] as const,
  check: (videoId: string) => [apiPaths.favorites, 'check', videoId] as const,
};

/** After an add or a removal: the check of that video answers at once, the 'Ma liste' row and other checks refetch. */
export function onFavoriteChanged(queryClient: QueryClient, videoId: string, isFavorited: boolean): Promise<void> {
  queryClient.setQueryData<FavoriteCheck>(favoriteKeys.check(videoId), { isFavorited });
  return queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
}

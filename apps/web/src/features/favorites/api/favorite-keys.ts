import type { QueryClient } from '@tanstack/react-query';

/** Keys of the favourites queries; both start with '/api/favorites' so one invalidation refreshes the list and every check. */
export const favoriteKeys = {
  all: ['/api/favorites'] as const,
  list: ['/api/favorites', 'list'] as const,
  check: (videoId: string) => ['/api/favorites', 'check', videoId] as const,
};

/** After an add or a removal: the check of that video answers at once, the 'My List' row and other checks refetch. */
export function onFavoriteChanged(queryClient: QueryClient, videoId: string, isFavorited: boolean): Promise<void> {
  queryClient.setQueryData(favoriteKeys.check(videoId), { isFavorited });
  return queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
}

import { apiPaths, pathTo, type FavoriteCheck } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onFavoriteChanged } from './favorite-keys';

export function removeFavorite(videoId: string): Promise<FavoriteCheck> {
  return apiRequest('DELETE', pathTo(apiPaths.favorite, { id: videoId }));
}

/** Removes a video from the favourites, then refreshes the favourites queries. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_answer, videoId) => onFavoriteChanged(queryClient, videoId, false),
  });
}

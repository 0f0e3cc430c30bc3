import { apiPaths, type FavoriteBody, type FavoriteCheck } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { onFavoriteChanged } from './favorite-keys';

export function addFavorite(videoId: string): Promise<FavoriteCheck> {
  const body: FavoriteBody = { videoId };
  return api('post', apiPaths.favorites, { body });
}

/** Adds a video to the favourites, then refreshes the favourites queries. */
export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: (_answer, videoId) => onFavoriteChanged(queryClient, videoId, true),
  });
}

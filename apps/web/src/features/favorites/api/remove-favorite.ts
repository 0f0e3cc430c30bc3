import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { onFavoriteChanged } from './favorite-keys';

export function removeFavorite(videoId: string) {
  return api('delete', apiPaths.favorite, { params: { id: videoId } });
}

/** Removes a video from the favourites, then refreshes the favourites queries. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_answer, videoId) => onFavoriteChanged(queryClient, videoId, false),
  });
}

import { apiPaths, pathTo, type FavoriteCheck } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { favoriteKeys } from './favorite-keys';

/** Whether this video is among the user's favourites. */
export function checkFavorite(videoId: string, signal?: AbortSignal): Promise<FavoriteCheck> {
  return apiRequest('GET', pathTo(apiPaths.favoriteCheck, { id: videoId }), undefined, { signal });
}

export function favoriteCheckQueryOptions(videoId: string) {
  return queryOptions({
    queryKey: favoriteKeys.check(videoId),
    queryFn: ({ signal }) => checkFavorite(videoId, signal),
  });
}

export function useFavoriteCheck(videoId: string) {
  return useQuery(favoriteCheckQueryOptions(videoId));
}

import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { favoriteKeys } from './favorite-keys';

/** Whether this video is among the user's favourites. */
export function checkFavorite(videoId: string, signal?: AbortSignal) {
  return api('get', apiPaths.favoriteCheck, { params: { id: videoId }, signal });
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

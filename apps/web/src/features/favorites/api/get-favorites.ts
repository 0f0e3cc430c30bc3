import { apiPaths, type Video } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { favoriteKeys } from './favorite-keys';

/** The signed-in user's favourite videos (the 'My List' row). */
export function getFavorites(signal?: AbortSignal): Promise<Video[]> {
  return apiRequest('GET', apiPaths.favorites, undefined, { signal });
}

export const favoritesQueryOptions = queryOptions({
  queryKey: favoriteKeys.list,
  queryFn: ({ signal }) => getFavorites(signal),
});

export function useFavorites() {
  return useQuery(favoritesQueryOptions);
}

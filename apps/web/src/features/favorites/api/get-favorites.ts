import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { favoriteKeys } from './favorite-keys';

/** The signed-in user's favourite videos (the 'Ma liste' row). */
export function getFavorites(signal?: AbortSignal) {
  return api('get', apiPaths.favorites, { signal });
}

export const favoritesQueryOptions = queryOptions({
  queryKey: favoriteKeys.list,
  queryFn: ({ signal }) => getFavorites(signal),
});

export function useFavorites() {
  return useQuery(favoritesQueryOptions);
}

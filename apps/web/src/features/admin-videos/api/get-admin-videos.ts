import { apiPaths, type AdminVideoFilter, type AgeRating, type Tier } from '@kora/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setFilters } from '../../../lib/set-filters';

/** What the list asks for: words of a title or description, a state, a tier, an age rating, a category, a page (from 1). */
export interface AdminVideoFilters {
  q: string;
  status: AdminVideoFilter | '';
  requiredTier: Tier | '';
  ageRating: AgeRating | '';
  category: string;
  page: number;
}

/** Every page of every admin list of videos starts with this key ('À valider' too): a change asks them all again. */
export const adminVideosKey = [apiPaths.adminVideos] as const;

/** While a video on the page is being prepared, the page is asked again this often (its percent moves). */
const PROCESSING_REFRESH_MS = 10_000;

/** One page of videos, every state, newest first, with who uploaded each. */
export function getAdminVideos(filters: AdminVideoFilters, signal?: AbortSignal) {
  return api('get', apiPaths.adminVideos, { query: setFilters(filters), signal });
}

export function adminVideosQueryOptions(filters: AdminVideoFilters) {
  return queryOptions({
    queryKey: [...adminVideosKey, filters] as const,
    queryFn: ({ signal }) => getAdminVideos(filters, signal),
    staleTime: 0,
    // The page on screen stays while the next one loads (a slow network: no blank list at each search).
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((video) => video.status === 'processing') ? PROCESSING_REFRESH_MS : false),
  });
}

export function useAdminVideos(filters: AdminVideoFilters) {
  return useQuery(adminVideosQueryOptions(filters));
}

import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { creatorDashboardKeys } from './creator-dashboard-keys';

/** The dashboard's figures (live-creators-admin.md §3 'Creator stats'), the last 28 days and the top 5 videos. */
export function getCreatorStats(signal?: AbortSignal) {
  return api('get', apiPaths.creatorStats, { signal });
}

/** How long the figures count as fresh (ms): long enough for the page's prefetch to serve Aperçu's first mount. */
const STATS_FRESH_MS = 30_000;

/**
 * Read again when Aperçu opens after 30 s (the figures shown meanwhile are the last ones): an upload
 * or a new follower made since then shows; an edit or a deletion asks for them at once.
 */
export const creatorStatsQueryOptions = queryOptions({
  queryKey: creatorDashboardKeys.stats,
  queryFn: ({ signal }) => getCreatorStats(signal),
  staleTime: STATS_FRESH_MS,
});

export function useCreatorStats() {
  return useQuery(creatorStatsQueryOptions);
}

import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sponsoringKeys } from './sponsoring-keys';

/** GET /api/videos/{id}/sponsorship-stats (viewer.md §7): the video's paid sponsorships, count, totals and public messages. */
export function getSponsorshipStats(videoId: string, signal?: AbortSignal) {
  return api('get', apiPaths.sponsorshipStats, { params: { id: videoId }, signal });
}

export function sponsorshipStatsQueryOptions(videoId: string) {
  return queryOptions({ queryKey: sponsoringKeys.stats(videoId), queryFn: ({ signal }) => getSponsorshipStats(videoId, signal) });
}

export function useSponsorshipStats(videoId: string) {
  return useQuery(sponsorshipStatsQueryOptions(videoId));
}

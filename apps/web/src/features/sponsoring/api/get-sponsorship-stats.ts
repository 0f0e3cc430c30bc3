import { apiPaths, pathTo, type SponsorshipStats } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sponsoringKeys } from './sponsoring-keys';

/** GET /api/videos/{id}/sponsorship-stats (viewer.md §7): the video's paid sponsorships, count, totals and public messages. */
export function getSponsorshipStats(videoId: string, signal?: AbortSignal): Promise<SponsorshipStats> {
  return apiRequest('GET', pathTo(apiPaths.sponsorshipStats, { id: videoId }), undefined, { signal });
}

export function sponsorshipStatsQueryOptions(videoId: string) {
  return queryOptions({ queryKey: sponsoringKeys.stats(videoId), queryFn: ({ signal }) => getSponsorshipStats(videoId, signal) });
}

export function useSponsorshipStats(videoId: string) {
  return useQuery(sponsorshipStatsQueryOptions(videoId));
}

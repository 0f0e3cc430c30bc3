import { apiPaths, pathTo, type SponsorBody, type SponsorResult } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/videos/{id}/sponsor (viewer.md §7): answered with the payment to complete (a link, or a card to confirm). */
export function sponsorVideo({ videoId, body }: { videoId: string; body: SponsorBody }): Promise<SponsorResult> {
  return apiRequest('POST', pathTo(apiPaths.videoSponsor, { id: videoId }), body);
}

export function useSponsorVideo() {
  return useMutation({ mutationFn: sponsorVideo });
}

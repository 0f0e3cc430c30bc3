import { apiPaths, type SponsorBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/videos/{id}/sponsor (viewer.md §7): answered with the payment to complete (a link, or a card to confirm). */
export function sponsorVideo({ videoId, body }: { videoId: string; body: SponsorBody }) {
  return api('post', apiPaths.videoSponsor, { params: { id: videoId }, body });
}

export function useSponsorVideo() {
  return useMutation({ mutationFn: sponsorVideo });
}

import type { Video } from '@kora/shared';
import { useUser } from '../../features/auth/api/get-user';
import { canSponsorVideo, hasSponsoring } from '../../features/sponsoring/can-sponsor';
import { SponsorshipPanel } from '../../features/sponsoring/components/sponsorship-panel';

/**
 * The sponsoring feature under a video, on both video pages (viewer.md §2, §6): 'Sponsoriser' for a
 * signed-in viewer on a free video that has a creator other than them (the server refuses the rest).
 * A premium video, or one without a creator, shows nothing; a kids profile sees the sponsorships but is offered none. Its own chunk, fetched
 * after the page's: it sits under the video and never delays the player.
 */
export default function VideoSponsorship({ video }: { video: Pick<Video, 'id' | 'requiredTier' | 'uploadedBy'> }) {
  const user = useUser().data;
  // Sponsoring exists for free videos only (viewer.md §6), and goes to their creator: a premium video, or one
  // without a creator (an admin's import), has no banner at all (nobody could ever sponsor it).
  if (!hasSponsoring(video)) return null;
  return <SponsorshipPanel videoId={video.id} canSponsor={canSponsorVideo(user, video)} />;
}

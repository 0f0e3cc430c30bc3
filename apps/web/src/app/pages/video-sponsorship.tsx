import { can, type Video } from '@kora/shared';
import { useUser } from '../../features/auth/api/get-user';
import { SponsorshipPanel } from '../../features/sponsoring/components/sponsorship-panel';
import { isKidsProfile } from '../../lib/kids-profile';

/**
 * The sponsoring feature under a video, on both video pages (viewer.md §2, §6): 'Sponsoriser' for a
 * signed-in viewer on a free video that has a creator other than them (the server refuses the rest).
 * A premium video shows nothing; a kids profile sees the sponsorships but is offered none. Its own chunk, fetched
 * after the page's: it sits under the video and never delays the player.
 */
export default function VideoSponsorship({ video }: { video: Pick<Video, 'id' | 'requiredTier' | 'uploadedBy'> }) {
  const user = useUser().data;
  // Sponsoring exists for free videos only (viewer.md §6): a premium video has no banner at all.
  if (video.requiredTier !== 'free') return null;
  const canSponsor = Boolean(user && !isKidsProfile(user) && can(user, 'sponsorVideo', video) && video.uploadedBy && video.uploadedBy !== user.id);
  return <SponsorshipPanel videoId={video.id} canSponsor={canSponsor} />;
}

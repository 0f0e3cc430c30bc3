import { can } from '@kora/shared';
import { lazy, Suspense } from 'react';
import { useParams } from '../../lib/router';
import { useUser } from '../../features/auth/api/get-user';
import { useReplayedLive } from '../../features/chat/api/get-replayed-live';
import { CreatorByline } from '../../features/creators/components/creator-byline';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { canSponsorVideo, hasSponsoring } from '../../features/sponsoring/can-sponsor';
import { SponsorshipSkeleton } from '../../features/sponsoring/components/sponsorship-skeleton';
import { VideoPage } from '../../features/videos/pages/video-page';

// The chat's chunk is fetched only for a replay, once the page knows it is one.
const ChatPanel = lazy(() => import('../../features/chat/components/chat-panel'));
// The sponsorships under the video: after the page's own chunk, never before the player.
const VideoSponsorship = lazy(() => import('./video-sponsorship'));
// « Télécharger »: fetched only for the plans that include downloads.
const DownloadPanel = lazy(() => import('../../features/downloads/components/download-panel'));

/**
 * Under a replay: the chat of its live, read-only (the live's chat stays readable after it ends).
 * The video says whether it is a replay; the live itself is asked only then (it may refuse a viewer
 * whose plan does not include that live).
 */
function ReplayChat({ videoId }: { videoId: string }) {
  const user = useUser().data;
  const live = useReplayedLive(videoId).data;
  if (!live || !user) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel streamId={live.id} userId={user.id} ended replay />
    </Suspense>
  );
}

/**
 * /video/{id} and /video-new/{id}: the video page with the favourite toggle of the favourites feature,
 * its creator's channel and 'Suivre' (the creators feature; not on my own videos), its sponsorships
 * and 'Sponsoriser' (the sponsoring feature) and, for a replay, its live's chat.
 */
export default function VideoRoute() {
  const { id = '' } = useParams();
  const user = useUser().data;
  const me = user?.id;
  // Keyed by id: opening a similar video starts a fresh page (player, position, scroll).
  return (
    <VideoPage
      key={id}
      id={id}
      favoriteButton={<FavoriteButton videoId={id} />}
      creatorSlot={(video) => (video.uploadedBy && video.uploadedBy !== me ? <CreatorByline creatorId={video.uploadedBy} /> : null)}
      companion={(video) => (
        <>
          {user && can(user, 'downloadVideo', video) && (
            <Suspense fallback={null}>
              <DownloadPanel video={video} user={user} />
            </Suspense>
          )}
          {/* Sponsoring exists for free videos with a creator only: their banner's room is kept while its chunk comes. */}
          <Suspense fallback={hasSponsoring(video) ? <SponsorshipSkeleton withButton={canSponsorVideo(user, video)} /> : null}>
            <VideoSponsorship video={video} />
          </Suspense>
          {video.replayOf !== null && <ReplayChat videoId={video.id} />}
        </>
      )}
    />
  );
}

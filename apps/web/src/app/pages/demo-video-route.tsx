import { lazy, Suspense } from 'react';
import { useParams } from '../../lib/router';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { DemoVideoPage } from '../../features/videos/pages/demo-video-page';

// The sponsorships under the video: after the page's own chunk.
const VideoSponsorship = lazy(() => import('./video-sponsorship'));

/** /video-old/{id}: the demo-style video page with the favourite toggle, the sponsorship banner and the sponsor dialog. */
export default function DemoVideoRoute() {
  const { id = '' } = useParams();
  return (
    <DemoVideoPage
      key={id}
      id={id}
      favoriteButton={<FavoriteButton videoId={id} compact />}
      companion={(video) => (
        <Suspense fallback={null}>
          <VideoSponsorship video={video} />
        </Suspense>
      )}
    />
  );
}

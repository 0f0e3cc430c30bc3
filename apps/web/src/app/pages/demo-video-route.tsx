import { useParams } from 'react-router';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { DemoVideoPage } from '../../features/videos/pages/demo-video-page';

/** /video-old/{id}: the demo-style video page with the favourite toggle. */
export default function DemoVideoRoute() {
  const { id = '' } = useParams();
  return <DemoVideoPage key={id} id={id} favoriteButton={<FavoriteButton videoId={id} compact />} />;
}

import { useParams } from 'react-router';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { VideoPage } from '../../features/videos/pages/video-page';

/** /video/{id} and /video-new/{id}: the video page with the favourite toggle of the favourites feature. */
export default function VideoRoute() {
  const { id = '' } = useParams();
  // Keyed by id: opening a similar video starts a fresh page (player, position, scroll).
  return <VideoPage key={id} id={id} favoriteButton={<FavoriteButton videoId={id} />} />;
}

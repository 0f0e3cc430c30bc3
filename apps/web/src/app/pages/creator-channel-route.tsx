import { useParams } from '../../lib/router';
import { CreatorChannelView } from '../../features/creators/components/creator-channel';
import { CardSkeletons, EmptyVideos, VideoGrid } from '../../features/videos/components/video-grid';

/**
 * /creator/{id}: the public channel of the creators feature, its videos as the catalogue's cards
 * (locked by tier as on home).
 */
export default function CreatorChannelRoute() {
  const { id = '' } = useParams();
  return (
    <CreatorChannelView
      key={id}
      id={id}
      videosLoading={
        <ul className="video-grid" role="list">
          <CardSkeletons count={4} />
        </ul>
      }
      videos={(videos) =>
        videos.length > 0 ? <VideoGrid videos={videos} /> : <EmptyVideos title="Aucune vidéo pour le moment" description="Cette chaîne n'a pas encore publié de vidéo." />
      }
    />
  );
}

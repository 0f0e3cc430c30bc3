import { useParams } from '../../lib/router';
import { CreatorChannelView } from '../../features/creators/components/creator-channel';
import { CardSkeletons, EmptyVideos, VideoGrid } from '../../features/videos/components/video-grid';
import { appPagesTexts } from './pages-texts';

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
        videos.length > 0 ? <VideoGrid videos={videos} /> : <EmptyVideos title={appPagesTexts.channelEmptyTitle} description={appPagesTexts.channelEmpty} />
      }
    />
  );
}

import type { Video, VideoDetail } from '@kora/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useVideo } from '../api/get-video';
import { PlaybackArea } from '../components/playback-area';
import { RemainingAllowance } from '../components/remaining-allowance';
import { SimilarVideos } from '../components/similar-videos';
import { VideoDetails } from '../components/video-details';
import { WatchError, WatchLayout, WatchSkeleton } from '../components/watch-layout';
import { requestedSecond } from '../player/start-point';

interface VideoPageProps {
  id: string;
  /** The favourite toggle, from the favourites feature (the app composes it). */
  favoriteButton: ReactNode;
  /** Shown under the details, given the video (a replay's chat, from the chat feature: `replayOf` says whether it is one). */
  companion?: (video: VideoDetail) => ReactNode;
  /** Shown under the title, given the video (its creator's channel and 'Suivre', from the creators feature). */
  creatorSlot?: (video: Video) => ReactNode;
}

/**
 * /video/{id} and /video-new/{id}: the full player, the video's details and similar videos (viewer.md §2).
 * `?t=<seconds>` (a search result's spoken line) starts playback at that second instead of the resume point.
 */
export function VideoPage({ id, favoriteButton, companion, creatorSlot }: VideoPageProps) {
  const video = useVideo(id);
  const startAt = requestedSecond(useSearchParams()[0].get('t'));
  if (video.isPending) return <WatchSkeleton />;
  if (video.isError) return <WatchError error={video.error} onRetry={() => void video.refetch()} />;
  return (
    <WatchLayout>
      <div className="watch__stage">
        <PlaybackArea video={video.data} startAt={startAt} />
      </div>
      <div className="watch__content">
        <VideoDetails
          video={video.data}
          favoriteButton={favoriteButton}
          byline={creatorSlot?.(video.data)}
          note={<RemainingAllowance video={video.data} />}
        />
        {companion?.(video.data)}
        <SimilarVideos video={video.data} />
      </div>
    </WatchLayout>
  );
}

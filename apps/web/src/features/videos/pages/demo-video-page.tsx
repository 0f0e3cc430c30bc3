import { catalogueMessages, categoryLabel } from '@kora/shared';
import type { Video } from '@kora/shared';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatDate, formatDurationMinutes, formatNumber } from '../../../lib/format';
import { useVideo } from '../api/get-video';
import { DemoPlayer } from '../components/demo-player';
import { LockedOverlay } from '../components/locked-overlay';
import { PlaybackPanel } from '../components/playback-panel';
import { TierBadge } from '../components/tier-badge';
import { WatchError, WatchLayout, WatchSkeleton } from '../components/watch-layout';
import { useVideoAccess } from '../video-access';
import { videosWatchTexts } from '../watch-texts';
import '../../../components/player/player.css';

interface DemoVideoPageProps {
  id: string;
  favoriteButton: ReactNode;
  /** Shown under the info panel, given the video (the sponsorship banner and dialog, from the sponsoring feature). */
  companion?: (video: Video) => ReactNode;
}

/**
 * /video-old/{id}: the demo-style variant of viewer.md §2 — a simulated player, the favourite toggle
 * and an info panel; the app adds the sponsorship banner and the sponsor dialog under it.
 */
export function DemoVideoPage({ id, favoriteButton, companion }: DemoVideoPageProps) {
  const video = useVideo(id);
  const { playable, onUnlock } = useVideoAccess(video.data);
  if (video.isPending) return <WatchSkeleton />;
  if (video.isError) return <WatchError error={video.error} onRetry={() => void video.refetch()} />;
  const { data } = video;

  return (
    <WatchLayout>
      <div className="watch__stage">
        {playable ? (
          <DemoPlayer video={data} />
        ) : (
          <PlaybackPanel thumbnailUrl={data.thumbnailUrl} videoId={data.id}>
            <LockedOverlay tier={data.requiredTier} onUnlock={onUnlock} large />
          </PlaybackPanel>
        )}
      </div>
      <div className="watch__content">
        <section className="watch__details" aria-labelledby="watch-title">
          <div className="watch__heading">
            <h1 className="watch__title" id="watch-title">
              {data.title}
            </h1>
            {favoriteButton}
          </div>
          <Card className="watch__info">
            <h2 className="watch__info-title">{videosWatchTexts.info}</h2>
            {data.description && <p className="watch__description">{data.description}</p>}
            <dl className="watch__facts">
              <div>
                <dt>{videosWatchTexts.category}</dt>
                <dd>{data.category ? categoryLabel(data.category) : catalogueMessages.defaultCategory}</dd>
              </div>
              <div>
                <dt>{videosWatchTexts.access}</dt>
                <dd>
                  <TierBadge tier={data.requiredTier} />
                </dd>
              </div>
              <div>
                <dt>{videosWatchTexts.duration}</dt>
                <dd>{formatDurationMinutes(data.duration)}</dd>
              </div>
              <div>
                <dt>{videosWatchTexts.viewsHeading}</dt>
                <dd>{formatNumber(data.views)}</dd>
              </div>
              <div>
                <dt>{videosWatchTexts.addedOn}</dt>
                <dd>{formatDate(data.createdAt)}</dd>
              </div>
            </dl>
          </Card>
        </section>
        {companion?.(data)}
      </div>
    </WatchLayout>
  );
}

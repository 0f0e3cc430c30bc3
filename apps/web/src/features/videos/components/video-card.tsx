import { catalogueMessages, categoryLabel, type Video } from '@kora/shared';
import { Play } from 'lucide-react';
import { memo, useId } from 'react';
import { Link } from '../../../lib/router';
import { formatDurationMinutes } from '../../../lib/format';
import { useVideoAccess } from '../video-access';
import { LockedOverlay } from './locked-overlay';
import { VideoPoster } from './poster';
import { TierBadge } from './tier-badge';
import { videosTexts } from '../videos-texts';
import '../videos.css';

/** How far into the video the viewer stopped, in percent (0 when never started). */
function watchedPercent(video: Video): number {
  if (video.resumeAt <= 0 || video.duration <= 0) return 0;
  return Math.min(100, Math.round((video.resumeAt / video.duration) * 100));
}

/**
 * A video in a row or a grid (viewer.md §2 Video row and card). A playable card's title is a link to
 * /video/{id} named 'Lire {title}' that covers the whole card (so its visible text, the title, is in its
 * name, and a tap anywhere on the card opens the video); the play button shows on hover and focus; a locked card shows
 * 'Contenu {Tier}' / 'Abonnement requis' and a 'Débloquer {title}' button that opens the plan chooser.
 * Memoised: a row redraws each time one of home's lists answers, and a card's video keeps its identity across
 * answers (the query cache shares what did not change), so only new or changed cards are drawn again.
 */
export const VideoCard = memo(function VideoCard({ video }: { video: Video }) {
  const { playable, onUnlock } = useVideoAccess(video);
  const metaId = useId();
  const watched = watchedPercent(video);

  const media = (
    <div className="video-card__media">
      <VideoPoster thumbnailUrl={video.thumbnailUrl} id={video.id} className="video-card__poster" />
      <TierBadge tier={video.requiredTier} className="video-card__tier" />
      {playable && (
        <span className="video-card__play" aria-hidden>
          <Play size={22} fill="currentColor" />
        </span>
      )}
      {watched > 0 && (
        <span className="video-card__progress" aria-hidden>
          <span style={{ width: `${watched}%` }} />
        </span>
      )}
    </div>
  );
  const title = playable ? (
    <Link to={`/video/${video.id}`} className="video-card__link" aria-label={videosTexts.play(video.title)} aria-describedby={metaId}>
      {video.title}
    </Link>
  ) : (
    video.title
  );
  const text = (
    <>
      <h3 className="video-card__title">{title}</h3>
      <p className="video-card__meta" id={metaId}>
        {video.category ? categoryLabel(video.category) : catalogueMessages.defaultCategory} · {formatDurationMinutes(video.duration)}
        {watched > 0 && <span className="sr-only">, {videosTexts.watchedPercent(watched)}</span>}
      </p>
    </>
  );

  if (playable) {
    return (
      <article className="video-card video-card--playable">
        {media}
        {text}
      </article>
    );
  }
  return (
    <article className="video-card video-card--locked">
      <div className="video-card__locked-media">
        {media}
        <LockedOverlay tier={video.requiredTier} onUnlock={onUnlock} unlockLabel={`${catalogueMessages.unlock} ${video.title}`} />
      </div>
      {text}
    </article>
  );
});

import { catalogueMessages, categoryLabel, sharedPagePath, type VideoDetail } from '@kora/shared';
import { ThumbsUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { AgeRatingBadge } from '../../../components/ui/age-rating-badge';
import { Button } from '../../../components/ui/button';
import { ShareButton } from '../../../components/ui/share-button';
import { subtitleLanguageNameList } from '../../../components/subtitles/subtitle-languages';
import { formatDate, formatDurationMinutes } from '../../../lib/format';
import { TierBadge } from './tier-badge';
import { videosWatchTexts } from '../watch-texts';
import './video-subtitles.css';

/**
 * Title, category ('Général' by default), tier, age rating, the like, favourite and share buttons, then the description
 * and, when the video has tracks, « Sous-titres : Français, Wolof ».
 */
interface VideoDetailsProps {
  video: VideoDetail;
  favoriteButton: ReactNode;
  /** Shown under the title and facts (who made the video). */
  byline?: ReactNode;
  /** Shown between the buttons and the description (the free allowance left). */
  note?: ReactNode;
}

export function VideoDetails({ video, favoriteButton, byline, note }: VideoDetailsProps) {
  const [liked, setLiked] = useState(false);
  return (
    <section className="watch__details" aria-labelledby="watch-title">
      <h1 className="watch__title" id="watch-title">
        {video.title}
      </h1>
      <p className="watch__meta">
        <span className="watch__category">{video.category ? categoryLabel(video.category) : catalogueMessages.defaultCategory}</span>
        <TierBadge tier={video.requiredTier} />
        <AgeRatingBadge rating={video.ageRating} />
        <span>{formatDurationMinutes(video.duration)}</span>
        <span>{videosWatchTexts.views(video.views)}</span>
        <span>{formatDate(video.createdAt)}</span>
      </p>
      {byline}
      <div className="watch__actions">
        {/* The spec's like button does nothing beyond showing it was pressed. */}
        <Button variant={liked ? 'secondary' : 'outline'} aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
          <ThumbsUp size={18} aria-hidden fill={liked ? 'currentColor' : 'none'} /> {videosWatchTexts.like}
        </Button>
        {favoriteButton}
        <ShareButton title={video.title} path={sharedPagePath('video', video.id)} compact />
      </div>
      {note}
      {video.description && <p className="watch__description">{video.description}</p>}
      {video.subtitles.length > 0 && (
        <p className="watch__subtitles" data-testid="video-subtitle-languages">
          {videosWatchTexts.subtitles(subtitleLanguageNameList(video.subtitles.map((track) => track.language)))}
        </p>
      )}
    </section>
  );
}

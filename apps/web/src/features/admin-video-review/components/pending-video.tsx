import { type AdminVideo, type AgeRating, categoryLabel, tierLabels } from '@kora/shared';
import { Eye } from 'lucide-react';
import { adminComponentsTexts } from '../../../components/admin/admin-components-texts';
import { AdminItemMedia } from '../../../components/admin/admin-item-media';
import { AgeRatingSelect } from '../../../components/admin/age-rating-select';
import { AdminItem } from '../../../components/admin/admin-list';
import { DecisionButtons } from '../../../components/admin/decision-buttons';
import { VideoPreparation } from '../../../components/admin/video-preparation';
import { AgeRatingBadge } from '../../../components/ui/age-rating-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatDurationMinutes } from '../../../lib/format';
import { adminVideoReviewTexts as t } from '../admin-video-review-texts';
import type { PosterComponent } from '../review-slots';

interface PendingVideoProps {
  video: AdminVideo;
  Poster: PosterComponent;
  /** A decision or a rating of this video is being sent: its buttons wait. */
  busy: boolean;
  /** A new rating of this video being sent, if any: the select shows it and waits. */
  ratingSent: AgeRating | undefined;
  onAgeRating: (ageRating: AgeRating) => void;
  onPreview: () => void;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * A creator's video waiting for review: poster, title, creator, when it was sent, category, tier, age
 * rating, length, description (the creator's text, shown as text), its preparation if not done yet;
 * 'Classification' to correct the creator's rating before deciding, 'Aperçu' (watch it, once prepared),
 * 'Approuver', 'Rejeter'.
 */
export function PendingVideo({ video, Poster, busy, ratingSent, onAgeRating, onPreview, onApprove, onReject }: PendingVideoProps) {
  const name = adminComponentsTexts.quoted(video.title);
  return (
    <AdminItem
      testId="pending-video"
      title={video.title}
      meta={
        <>
          <Badge variant="outline">{tierLabels[video.requiredTier]}</Badge>
          <AgeRatingBadge rating={video.ageRating} />
          {video.status === 'failed' && <Badge variant="danger">{t.failed}</Badge>}
          <span>{[categoryLabel(video.category), video.duration > 0 && formatDurationMinutes(video.duration), t.sentOn(formatDateTime(video.createdAt))].filter(Boolean).join(' · ')}</span>
        </>
      }
      actions={
        <>
          <Button size="sm" variant="outline" disabled={video.status !== 'ready'} onClick={onPreview} aria-label={t.previewOf(name)}>
            <Eye size={16} aria-hidden /> {t.preview}
          </Button>
          <DecisionButtons busy={busy} onApprove={onApprove} onReject={onReject} approveName={t.approveName(name)} rejectName={t.rejectName(name)} />
        </>
      }
    >
      <AdminItemMedia picture={<Poster thumbnailUrl={video.thumbnailUrl} id={video.id} />}>
        <p>
          {t.by} <strong>{video.uploaderName ?? t.aCreator}</strong>
          {video.uploaderEmail && <span className="admin-media__muted"> · {video.uploaderEmail}</span>}
        </p>
        <VideoPreparation {...video} />
        {video.description ? <p className="admin-media__description">{video.description}</p> : <p className="admin-media__note">{t.noDescription}</p>}
        <AgeRatingSelect value={ratingSent ?? video.ageRating} itemName={name} busy={ratingSent !== undefined} onChange={onAgeRating} />
      </AdminItemMedia>
    </AdminItem>
  );
}

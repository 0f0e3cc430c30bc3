import type { CreatorVideo } from '@kora/shared';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { SubtitleLanguagesBadge } from '../../../components/subtitles/subtitle-languages-badge';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatDateTime, formatDurationMinutes } from '../../../lib/format';
import { uploadsTexts } from '../uploads-texts';

/** Each state's badge colour (its label: uploadsTexts.list.status). */
const STATUS_VARIANTS: Record<CreatorVideo['status'], BadgeVariant> = { ready: 'success', processing: 'default', failed: 'danger' };

/**
 * One of the creator's videos: its picture, its title (a link once ready and not blocked), day and time sent, length
 * and views, its subtitle languages (« FR · WO », « Sans sous-titres »), and its state — the preparation's percent, the
 * failure's reason, an admin's block (isActive false), unpublished, the review ('À valider', 'Rejetée : <raison>') — then `actions`
 * (the dashboard's edit and delete).
 * data-testid="creator-video", data-status="processing|ready|failed|blocked", data-review="approved|pending|rejected".
 */
export function CreatorVideoRow({ video, actions }: { video: CreatorVideo; actions?: ReactNode }) {
  const texts = uploadsTexts.list;
  const watchable = video.status === 'ready' && video.isActive;
  const percent = Math.floor(video.processingProgress * 100);
  // The day and time it was sent: two uploads of one title (a second try) are told apart, with their pictures.
  const facts = [formatDateTime(video.createdAt), video.duration > 0 && formatDurationMinutes(video.duration), video.status === 'ready' && texts.views(video.views)];

  return (
    <li className="my-videos__item" data-testid="creator-video" data-status={video.isActive ? video.status : 'blocked'} data-review={video.reviewStatus}>
      <div className="my-videos__head">
        {video.thumbnailUrl ? (
          <img className="my-videos__poster" src={video.thumbnailUrl} alt="" width={64} height={36} loading="lazy" decoding="async" />
        ) : (
          <span className="my-videos__poster my-videos__poster--empty" aria-hidden />
        )}
        <div className="my-videos__text">
          {watchable ? (
            <Link to={`/video/${encodeURIComponent(video.id)}`} className="my-videos__title">
              {video.title}
            </Link>
          ) : (
            <span className="my-videos__title">{video.title}</span>
          )}
          <span className="my-videos__facts">{facts.filter(Boolean).join(' · ')}</span>
        </div>
        <div className="my-videos__badges">
          {!video.published && <Badge variant="outline">{texts.unpublished}</Badge>}
          {video.reviewStatus === 'pending' && <Badge variant="outline">{texts.toReview}</Badge>}
          {video.reviewStatus === 'rejected' && <Badge variant="danger">{texts.rejected}</Badge>}
          {/* A blocked video is ready (an admin blocks what the catalogue shows): 'Bloquée' says it all. */}
          {video.isActive ? <Badge variant={STATUS_VARIANTS[video.status]}>{texts.status[video.status]}</Badge> : <Badge variant="danger">{texts.blocked}</Badge>}
          <SubtitleLanguagesBadge languages={video.subtitleLanguages} />
        </div>
      </div>
      {video.status === 'processing' && (
        <ProgressBar label={texts.processingLabel(video.title)} value={percent} valueText={`${percent} %`}>
          {percent > 0 ? texts.transcoding(percent) : uploadsTexts.processing.queued}
        </ProgressBar>
      )}
      {video.status === 'failed' && <p className="my-videos__note my-videos__note--danger">{video.failureReason || uploadsTexts.processing.failedFallback}</p>}
      {!video.isActive && <p className="my-videos__note">{texts.blockedNote}</p>}
      {video.reviewStatus === 'pending' && <p className="my-videos__note">{texts.pendingNote}</p>}
      {video.reviewStatus === 'rejected' && <p className="my-videos__note my-videos__note--danger">{texts.rejectedNote(video.reviewReason || texts.noReason)}</p>}
      {actions && <div className="my-videos__actions">{actions}</div>}
    </li>
  );
}

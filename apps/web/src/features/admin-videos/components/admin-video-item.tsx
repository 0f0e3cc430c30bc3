import { tierLabels, type AdminVideo } from '@kora/shared';
import { Ban, Captions, ImageIcon, Pencil, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { adminComponentsTexts } from '../../../components/admin/admin-components-texts';
import { AdminItem } from '../../../components/admin/admin-list';
import { AdminItemMedia } from '../../../components/admin/admin-item-media';
import { VideoPreparation } from '../../../components/admin/video-preparation';
import { SubtitleLanguagesBadge } from '../../../components/subtitles/subtitle-languages-badge';
import { AgeRatingBadge } from '../../../components/ui/age-rating-badge';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDurationMinutes } from '../../../lib/format';
import { adminVideosTexts as t } from '../admin-videos-texts';
import type { PosterComponent } from '../poster-slot';

interface AdminVideoItemProps {
  video: AdminVideo;
  Poster: PosterComponent;
  /** A change of this video is being sent: its buttons wait. */
  busy: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  onThumbnail: () => void;
  onSubtitles: () => void;
  /** Prepares a ready video again (offered only for one). */
  onPrepareAgain: () => void;
  onDelete: () => void;
}

/** Each preparation state's badge (its words: adminVideosTexts.states). */
const STATUS_VARIANTS: Record<AdminVideo['status'], BadgeVariant> = { ready: 'success', processing: 'default', failed: 'danger' };

/**
 * One video of the admin list: poster, title, its states (prepared with the percent, failed with
 * the reason, blocked, waiting for review or rejected, unpublished by its uploader, media in the older format), tier, age rating, subtitle
 * languages, category, uploader, views; 'Modifier', 'Bloquer' or 'Débloquer', 'Affiche', 'Sous-titres', 'Préparer à
 * nouveau' (a ready video), 'Supprimer'.
 */
export function AdminVideoItem({ video, Poster, busy, onEdit, onToggleActive, onThumbnail, onSubtitles, onPrepareAgain, onDelete }: AdminVideoItemProps) {
  const uploader = video.uploaderName ?? video.uploaderEmail ?? 'Kora';
  const name = adminComponentsTexts.quoted(video.title);
  const block = video.isActive ? { label: t.block, name: t.blockName(name), Icon: Ban } : { label: t.unblock, name: t.unblockName(name), Icon: RotateCcw };
  return (
    <AdminItem
      testId="admin-video"
      title={video.title}
      meta={
        <>
          <Badge variant={STATUS_VARIANTS[video.status]}>{t.states[video.status]}</Badge>
          {!video.isActive && <Badge variant="danger">{t.states.blocked}</Badge>}
          {video.reviewStatus === 'pending' && <Badge variant="primary">{t.states.pending_review}</Badge>}
          {video.reviewStatus === 'rejected' && <Badge variant="danger">{t.states.rejected}</Badge>}
          {!video.published && <Badge variant="outline">{t.unpublished}</Badge>}
          {video.mediaFormat === 'mpegts' && (
            <Badge variant="outline" title={t.oldFormatHint}>
              {t.oldFormat}
            </Badge>
          )}
          <Badge variant="outline">{tierLabels[video.requiredTier]}</Badge>
          <AgeRatingBadge rating={video.ageRating} />
          <SubtitleLanguagesBadge languages={video.subtitleLanguages} />
          <span>{[video.category, uploader, t.views(video.views), video.duration > 0 && formatDurationMinutes(video.duration), formatDate(video.createdAt)].filter(Boolean).join(' · ')}</span>
        </>
      }
      actions={
        <>
          <Button size="sm" variant="outline" disabled={busy} onClick={onEdit} aria-label={t.editName(name)}>
            <Pencil size={16} aria-hidden /> {adminComponentsTexts.edit}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onToggleActive} aria-label={block.name}>
            <block.Icon size={16} aria-hidden /> {block.label}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onThumbnail} aria-label={t.posterName(name)}>
            <ImageIcon size={16} aria-hidden /> {t.poster}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onSubtitles} aria-label={t.subtitlesName(name)} data-testid={`subtitles-open-${video.id}`}>
            <Captions size={16} aria-hidden /> {t.subtitles}
          </Button>
          {video.status === 'ready' && (
            <Button size="sm" variant="outline" disabled={busy} onClick={onPrepareAgain} aria-label={t.prepareAgainName(name)}>
              <RefreshCw size={16} aria-hidden /> {t.prepareAgain}
            </Button>
          )}
          <Button size="sm" variant="destructive" disabled={busy} onClick={onDelete} aria-label={t.deleteName(name)}>
            <Trash2 size={16} aria-hidden /> {adminComponentsTexts.delete}
          </Button>
        </>
      }
    >
      <AdminItemMedia picture={<Poster thumbnailUrl={video.thumbnailUrl} id={video.id} />}>
        <VideoPreparation {...video} />
        {!video.isActive && <p className="admin-media__note">{t.blockedNote}</p>}
        {video.reviewStatus === 'rejected' && <p className="admin-media__note admin-media__note--danger">{t.rejectedNote(video.reviewReason ?? '')}</p>}
        {video.description && <p className="admin-media__description">{video.description}</p>}
        {video.uploaderEmail && <p className="admin-media__muted">{video.uploaderEmail}</p>}
      </AdminItemMedia>
    </AdminItem>
  );
}

import { tierLabels, type AdminVideo } from '@kora/shared';
import { Ban, Captions, ImageIcon, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { AdminItem } from '../../../components/admin/admin-list';
import { AdminItemMedia } from '../../../components/admin/admin-item-media';
import { VideoPreparation } from '../../../components/admin/video-preparation';
import { SubtitleLanguagesBadge } from '../../../components/subtitles/subtitle-languages-badge';
import { AgeRatingBadge } from '../../../components/ui/age-rating-badge';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDurationMinutes, formatNumber } from '../../../lib/format';
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
  onDelete: () => void;
}

const STATUS_BADGES: Record<AdminVideo['status'], { label: string; variant: BadgeVariant }> = {
  ready: { label: 'Prête', variant: 'success' },
  processing: { label: 'En traitement', variant: 'default' },
  failed: { label: 'Échec', variant: 'danger' },
};

/** "0 vue", "1 vue", "12 vues". */
const viewsText = (views: number) => `${formatNumber(views)} vue${views > 1 ? 's' : ''}`;

/**
 * One video of the admin list: poster, title, its states (prepared with the percent, failed with
 * the reason, blocked, waiting for review or rejected, unpublished by its uploader), tier, age rating, subtitle
 * languages, category, uploader, views; 'Modifier', 'Bloquer' or 'Débloquer', 'Affiche', 'Sous-titres', 'Supprimer'.
 */
export function AdminVideoItem({ video, Poster, busy, onEdit, onToggleActive, onThumbnail, onSubtitles, onDelete }: AdminVideoItemProps) {
  const badge = STATUS_BADGES[video.status];
  const uploader = video.uploaderName ?? video.uploaderEmail ?? 'Kora';
  const name = `« ${video.title} »`;
  const block = video.isActive ? { label: 'Bloquer', Icon: Ban } : { label: 'Débloquer', Icon: RotateCcw };
  return (
    <AdminItem
      testId="admin-video"
      title={video.title}
      meta={
        <>
          <Badge variant={badge.variant}>{badge.label}</Badge>
          {!video.isActive && <Badge variant="danger">Bloquée</Badge>}
          {video.reviewStatus === 'pending' && <Badge variant="primary">À valider</Badge>}
          {video.reviewStatus === 'rejected' && <Badge variant="danger">Rejetée</Badge>}
          {!video.published && <Badge variant="outline">Non publiée</Badge>}
          <Badge variant="outline">{tierLabels[video.requiredTier]}</Badge>
          <AgeRatingBadge rating={video.ageRating} />
          <SubtitleLanguagesBadge languages={video.subtitleLanguages} />
          <span>{[video.category, uploader, viewsText(video.views), video.duration > 0 && formatDurationMinutes(video.duration), formatDate(video.createdAt)].filter(Boolean).join(' · ')}</span>
        </>
      }
      actions={
        <>
          <Button size="sm" variant="outline" disabled={busy} onClick={onEdit} aria-label={`Modifier ${name}`}>
            <Pencil size={16} aria-hidden /> Modifier
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onToggleActive} aria-label={`${block.label} ${name}`}>
            <block.Icon size={16} aria-hidden /> {block.label}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onThumbnail} aria-label={`Changer l'affiche de ${name}`}>
            <ImageIcon size={16} aria-hidden /> Affiche
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onSubtitles} aria-label={`Sous-titres de ${name}`} data-testid={`subtitles-open-${video.id}`}>
            <Captions size={16} aria-hidden /> Sous-titres
          </Button>
          <Button size="sm" variant="destructive" disabled={busy} onClick={onDelete} aria-label={`Supprimer ${name}`}>
            <Trash2 size={16} aria-hidden /> Supprimer
          </Button>
        </>
      }
    >
      <AdminItemMedia picture={<Poster thumbnailUrl={video.thumbnailUrl} id={video.id} />}>
        <VideoPreparation {...video} />
        {!video.isActive && <p className="admin-media__note">Bloquée : absente du catalogue, ses liens de lecture sont refusés.</p>}
        {video.reviewStatus === 'rejected' && <p className="admin-media__note admin-media__note--danger">Rejetée : {video.reviewReason}</p>}
        {video.description && <p className="admin-media__description">{video.description}</p>}
        {video.uploaderEmail && <p className="admin-media__muted">{video.uploaderEmail}</p>}
      </AdminItemMedia>
    </AdminItem>
  );
}

import { adminMessages, adminThumbnailBodySchema, type AdminVideo } from '@kora/shared';
import { AdminItemMedia } from '../../../components/admin/admin-item-media';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Modal } from '../../../components/ui/modal';
import { formActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { adminVideosTexts as t } from '../admin-videos-texts';
import { useSetAdminVideoThumbnail } from '../api/set-admin-video-thumbnail';
import type { PosterComponent } from '../poster-slot';
import { UrlCheckField } from './url-check-field';

interface ThumbnailDialogProps {
  /** The video whose poster changes; null: the dialog is closed. */
  video: AdminVideo | null;
  Poster: PosterComponent;
  onClose: () => void;
}

/**
 * "Changer l'affiche" (live-creators-admin.md §5 'Thumbnail URL'): the current poster, a URL with
 * 'Vérifier', then 'Enregistrer' — the server checks the URL again before keeping it ('URL invalide'
 * if not an image, 'URL inaccessible'), else the toast "Impossible de mettre à jour l'affiche".
 */
export function ThumbnailDialog({ video, Poster, onClose }: ThumbnailDialogProps) {
  return (
    <Modal open={video !== null} onClose={onClose} title={t.posterTitle}>
      {video && <ThumbnailForm key={video.id} video={video} Poster={Poster} onClose={onClose} />}
    </Modal>
  );
}

function ThumbnailForm({ video, Poster, onClose }: { video: AdminVideo; Poster: PosterComponent; onClose: () => void }) {
  const form = useForm(adminThumbnailBodySchema, { thumbnailUrl: '' });
  const save = useSetAdminVideoThumbnail();
  const onSubmit = form.handleSubmit(({ thumbnailUrl }) =>
    save.mutate(
      { id: video.id, thumbnailUrl },
      {
        onSuccess: () => {
          toast({ title: t.posterSavedTitle, description: t.posterSavedDescription(video.title) });
          onClose();
        },
        onError: formActionError(form.failWith, adminMessages.thumbnailFailed),
      },
    ),
  );
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={save.isPending || undefined}>
      <AdminItemMedia picture={<Poster thumbnailUrl={video.thumbnailUrl} id={video.id} />}>
        <p>{t.currentPoster(video.title)}</p>
      </AdminItemMedia>
      <UrlCheckField label={t.posterUrl} expect="image" hint={t.posterUrlHint} disabled={save.isPending} {...form.field('thumbnailUrl')} />
      <DialogActions busy={save.isPending} onCancel={onClose} />
    </form>
  );
}

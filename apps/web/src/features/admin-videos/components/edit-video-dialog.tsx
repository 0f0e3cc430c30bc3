import { adminMessages, adminVideoEditBodySchema, TIERS, tierLabels, type AdminVideo } from '@kora/shared';
import { AgeRatingField } from '../../../components/forms/age-rating-field';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormField, SelectField, TextareaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { formActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { adminVideosTexts as t } from '../admin-videos-texts';
import { useUpdateAdminVideo } from '../api/update-admin-video';

interface EditVideoDialogProps {
  /** The video being edited; null: the dialog is closed. */
  video: AdminVideo | null;
  /** The id of the categories' datalist (suggestions while typing). */
  categoriesListId: string;
  onClose: () => void;
}

/**
 * 'Modifier la vidéo' (live-creators-admin.md §5 'Video edit'): title (required), description,
 * category, tier and age rating, checked with the contract's schema before sending; the server's field errors
 * under their fields with the toast 'Impossible de modifier la vidéo'.
 */
export function EditVideoDialog({ video, categoriesListId, onClose }: EditVideoDialogProps) {
  return (
    <Modal open={video !== null} onClose={onClose} title={t.editTitle}>
      {video && <EditVideoForm key={video.id} video={video} categoriesListId={categoriesListId} onClose={onClose} />}
    </Modal>
  );
}

function EditVideoForm({ video, categoriesListId, onClose }: { video: AdminVideo; categoriesListId: string; onClose: () => void }) {
  const form = useForm(adminVideoEditBodySchema, { title: video.title, description: video.description, category: video.category, requiredTier: video.requiredTier, ageRating: video.ageRating });
  const update = useUpdateAdminVideo();
  const onSubmit = form.handleSubmit((body) =>
    update.mutate(
      { id: video.id, ...body },
      {
        onSuccess: (saved) => {
          toast({ title: t.editedTitle, description: t.editedDescription(saved.title) });
          onClose();
        },
        onError: formActionError(form.failWith, adminMessages.editVideoFailed),
      },
    ),
  );
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={update.isPending || undefined}>
      <fieldset className="form__fields" disabled={update.isPending}>
        <FormField label={t.videoTitle} maxLength={200} autoComplete="off" required {...form.field('title')} />
        <TextareaField label={t.description} rows={4} maxLength={5000} {...form.field('description')} />
        <FormField label={t.category} maxLength={100} autoComplete="off" list={categoriesListId} {...form.field('category')} />
        <SelectField label={t.requiredTier} options={TIERS} labels={tierLabels} {...form.field('requiredTier')} />
        <AgeRatingField {...form.field('ageRating')} />
      </fieldset>
      <DialogActions busy={update.isPending} onCancel={onClose} />
    </form>
  );
}

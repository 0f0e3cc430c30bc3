import { categoryLabels, creatorMessages, type CreatorVideo, creatorVideoEditBodySchema, toastMessages } from '@kora/shared';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormField, SelectField, TextareaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useUpdateCreatorVideo } from '../api/update-creator-video';
import { creatorDashboardTexts } from '../creator-dashboard-texts';

export interface EditVideoModalProps {
  open: boolean;
  video: CreatorVideo;
  /** The categories offered (the upload form's); the video's own is kept first when it is not among them. */
  categories: readonly string[];
  onClose: () => void;
}

/**
 * 'Modifier la vidéo': title (required), description and category, checked with the contract's
 * creatorVideoEditBodySchema before sending; the server's field errors go under their fields with the
 * toast 'Impossible de modifier la vidéo'. Its own chunk (it brings zod): fetched on the first 'Modifier'.
 */
export default function EditVideoModal({ open, video, categories, onClose }: EditVideoModalProps) {
  const form = useForm(creatorVideoEditBodySchema, { title: video.title, description: video.description, category: video.category });
  const update = useUpdateCreatorVideo();
  const options = categories.includes(video.category) ? categories : [video.category, ...categories];
  const texts = creatorDashboardTexts.videos;

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(
      { id: video.id, body },
      {
        onSuccess: () => {
          toast({ title: texts.editedTitle, description: texts.edited(body.title ?? video.title) });
          onClose();
        },
        onError: form.failWith(creatorMessages.editFailed, toastMessages.genericErrorFallback),
      },
    ),
  );

  return (
    <Modal open={open} onClose={update.isPending ? () => undefined : onClose} title={texts.editTitle}>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={update.isPending || undefined}>
        <fieldset className="form__fields" disabled={update.isPending}>
          <FormField label={texts.titleField} maxLength={200} autoComplete="off" {...form.field('title')} />
          <TextareaField label={texts.description} rows={4} maxLength={5000} {...form.field('description')} />
          <SelectField label={texts.category} options={options} labels={categoryLabels} {...form.field('category')} />
        </fieldset>
        <DialogActions busy={update.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}

import { adminMessages, adminVideoBodySchema, TIERS, tierLabels } from '@kora/shared';
import { Plus } from 'lucide-react';
import { AgeRatingField } from '../../../components/forms/age-rating-field';
import { Button } from '../../../components/ui/button';
import { FormField, SelectField, TextareaField } from '../../../components/ui/form-field';
import { formActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { adminVideosTexts as t } from '../admin-videos-texts';
import { useAddAdminVideo } from '../api/add-admin-video';
import { UrlCheckField } from './url-check-field';

interface AddVideoFormProps {
  /** The id of the categories' datalist (suggestions while typing). */
  categoriesListId: string;
  onAdded: () => void;
}

/**
 * 'Ajouter une vidéo' (live-creators-admin.md §5 'Admin video add'): title, age rating and video URL required,
 * the URL checked by 'Vérifier' before adding if the admin wants, duration in whole seconds; the
 * server downloads and prepares the video. Failures: "Impossible d'ajouter la vidéo" with the reason.
 */
export function AddVideoForm({ categoriesListId, onAdded }: AddVideoFormProps) {
  const form = useForm(adminVideoBodySchema, { title: '', description: '', category: '', requiredTier: 'free', ageRating: '', videoUrl: '', duration: '', thumbnailUrl: '' });
  const add = useAddAdminVideo();
  const onSubmit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: (video) => {
        toast({ title: t.addedTitle, description: t.addedDescription(video.title) });
        form.reset();
        onAdded();
      },
      onError: formActionError(form.failWith, adminMessages.addVideoFailed),
    }),
  );
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={t.add} aria-busy={add.isPending || undefined}>
      <fieldset className="form__fields" disabled={add.isPending}>
        <FormField label={t.videoTitle} maxLength={200} autoComplete="off" required {...form.field('title')} />
        <TextareaField label={t.description} rows={3} maxLength={5000} {...form.field('description')} />
        <FormField label={t.category} maxLength={100} autoComplete="off" list={categoriesListId} hint={t.categoryHint} {...form.field('category')} />
        <SelectField label={t.requiredTier} options={TIERS} labels={tierLabels} {...form.field('requiredTier')} />
        <AgeRatingField {...form.field('ageRating')} />
        <UrlCheckField label={t.videoUrl} expect="video" hint={t.videoUrlHint} {...form.field('videoUrl')} />
        <FormField label={t.duration} inputMode="numeric" autoComplete="off" maxLength={20} hint={t.durationHint} {...form.field('duration')} />
      </fieldset>
      <Button type="submit" loading={add.isPending} className="form__submit">
        <Plus size={18} aria-hidden /> {t.submitAdd}
      </Button>
    </form>
  );
}

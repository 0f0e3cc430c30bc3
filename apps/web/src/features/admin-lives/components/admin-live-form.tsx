import { adminCreateLiveBodySchema, LIVE_CATEGORIES, liveMessages, TIERS } from '@kora/shared';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField, SelectField, TextareaField } from '../../../components/ui/form-field';
import { toastActionError } from '../../../lib/action-error';
import { isUnauthorizedError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateAdminLive } from '../api/admin-lives';

/** The admin's creation form (live-creators-admin.md §2, §5): title and description required, a category and a tier. */
const formSchema = adminCreateLiveBodySchema.omit({ scheduledAt: true });

export function AdminLiveForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm(formSchema, { title: '', description: '', category: LIVE_CATEGORIES[0], requiredTier: 'free' });
  const create = useCreateAdminLive();
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (live) => {
        toast({ title: 'Live créé', description: `« ${live.title} » est approuvé et peut être démarré.` });
        form.reset();
        onCreated();
      },
      onError: (error) => {
        form.failWith(liveMessages.createFailed, 'Réessayez dans un instant.')(error);
        if (isUnauthorizedError(error)) toastActionError(error, liveMessages.createFailed);
      },
    }),
  );
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <fieldset className="form__fields" disabled={create.isPending}>
        <FormField label="Titre" maxLength={120} {...form.field('title')} />
        <TextareaField label="Description" rows={3} maxLength={2000} {...form.field('description')} />
        <SelectField label="Catégorie" options={LIVE_CATEGORIES} {...form.field('category')} />
        <SelectField label="Abonnement requis" options={TIERS} {...form.field('requiredTier')} />
      </fieldset>
      <Button type="submit" loading={create.isPending} className="form__submit">
        <Plus size={18} aria-hidden /> Créer le live
      </Button>
    </form>
  );
}

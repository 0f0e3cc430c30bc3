import { LIVE_CATEGORIES, liveMessages, TIERS } from '@kora/shared';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField, SelectField, TextareaField } from '../../../components/ui/form-field';
import { toastActionError } from '../../../lib/action-error';
import { isUnauthorizedError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateLive } from '../api/create-live';
import { createLiveFormSchema } from '../create-live-form-schema';

/**
 * 'Créer un live' of /live (creators and admins): title, description, category, who may watch
 * (the spec's form has no tier; a creator chooses it as for a video, free by default) and an optional
 * date. A creator's live waits for an admin's approval; an admin's is approved at once.
 */
export function CreateLiveForm({ approvedAtOnce, onCreated }: { approvedAtOnce: boolean; onCreated: () => void }) {
  const form = useForm(createLiveFormSchema, { title: '', description: '', category: LIVE_CATEGORIES[0], requiredTier: 'free', scheduledAt: '' });
  const create = useCreateLive();

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Live créé',
          description: approvedAtOnce ? 'Vous pouvez le démarrer quand vous voulez.' : "Il pourra démarrer une fois approuvé par un administrateur.",
        });
        form.reset();
        onCreated();
      },
      onError: (error) => {
        // Field errors under their fields and the toast; a lost session is 'Session expirée'.
        form.failWith(liveMessages.createFailed, 'Réessayez dans un instant.')(error);
        if (isUnauthorizedError(error)) toastActionError(error, liveMessages.createFailed);
      },
    }),
  );

  return (
    <form className="create-live" onSubmit={submit} noValidate>
      <fieldset className="form__fields" disabled={create.isPending}>
        <FormField label="Titre" maxLength={120} required {...form.field('title')} />
        <TextareaField label="Description" rows={3} maxLength={2000} {...form.field('description')} />
        <SelectField label="Catégorie" options={LIVE_CATEGORIES} {...form.field('category')} />
        <SelectField label="Abonnement requis" options={TIERS} {...form.field('requiredTier')} />
        <FormField label="Date et heure (facultatif)" type="datetime-local" hint="Laissez vide pour démarrer quand vous voulez." {...form.field('scheduledAt')} />
      </fieldset>
      <Button type="submit" loading={create.isPending} className="form__submit">
        <Plus size={18} aria-hidden /> Créer le live
      </Button>
    </form>
  );
}

import { LIVE_CATEGORIES } from '@kora/shared';
import { LiveForm, liveCreationError } from '../../../components/live-form/live-form';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateLive } from '../api/create-live';
import { createLiveFormSchema } from '../create-live-form-schema';

/**
 * 'Créer un live' of /live (creators and admins): title, description, category, who may watch
 * (the spec's form has no tier; a creator chooses it as for a video, free by default), the age rating
 * (chosen by the creator, no default) and an optional date. A creator's live waits for an admin's approval; an admin's is approved at once.
 */
export function CreateLiveForm({ approvedAtOnce, onCreated }: { approvedAtOnce: boolean; onCreated: () => void }) {
  const form = useForm(createLiveFormSchema, { title: '', description: '', category: LIVE_CATEGORIES[0], requiredTier: 'free', ageRating: '', scheduledAt: '' });
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
      // Field errors under their fields and the toast; a lost session is 'Session expirée'.
      onError: liveCreationError(form.failWith),
    }),
  );

  return (
    <LiveForm className="create-live" field={form.field} pending={create.isPending} onSubmit={submit} titleRequired>
      <FormField label="Date et heure (facultatif)" type="datetime-local" hint="Laissez vide pour démarrer quand vous voulez." {...form.field('scheduledAt')} />
    </LiveForm>
  );
}

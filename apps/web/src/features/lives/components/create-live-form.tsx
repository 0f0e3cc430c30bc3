import { LIVE_CATEGORIES } from '@kora/shared';
import { LiveForm, liveCreationError } from '../../../components/live-form/live-form';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateLive } from '../api/create-live';
import { createLiveFormSchema } from '../create-live-form-schema';
import { livesTexts } from '../lives-texts';

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
          title: livesTexts.created.title,
          description: approvedAtOnce ? livesTexts.created.approvedAtOnce : livesTexts.created.awaitingApproval,
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
      <FormField label={livesTexts.scheduledAt} type="datetime-local" hint={livesTexts.scheduledAtHint} {...form.field('scheduledAt')} />
    </LiveForm>
  );
}

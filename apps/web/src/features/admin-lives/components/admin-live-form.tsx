import { adminCreateLiveBodySchema, LIVE_CATEGORIES } from '@kora/shared';
import { LiveForm, liveCreationError } from '../../../components/live-form/live-form';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { adminLivesTexts as t } from '../admin-lives-texts';
import { useCreateAdminLive } from '../api/admin-lives';

/** The admin's creation form (live-creators-admin.md §2, §5): title and description required, a category, a tier and an age rating. */
const formSchema = adminCreateLiveBodySchema.omit({ scheduledAt: true });

export function AdminLiveForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm(formSchema, { title: '', description: '', category: LIVE_CATEGORIES[0], requiredTier: 'free', ageRating: '' });
  const create = useCreateAdminLive();
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (live) => {
        toast({ title: t.createdTitle, description: t.createdDescription(live.title) });
        form.reset();
        onCreated();
      },
      onError: liveCreationError(form.failWith),
    }),
  );
  return <LiveForm className="admin-form" field={form.field} pending={create.isPending} onSubmit={submit} />;
}

import { toastMessages, updateProfileBodySchema, type User } from '@kora/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useUpdateProfile } from '../api/update-profile';
import { authAccountTexts } from '../account-texts';
import { authTexts } from '../auth-texts';
import { NameFields } from './name-fields';

/** First name, last name and email of the signed-in user, saved with PUT /api/user/profile. */
export function ProfileForm({ user }: { user: User }) {
  const form = useForm(updateProfileBodySchema, { firstName: user.firstName, lastName: user.lastName, email: user.email });
  const updateProfile = useUpdateProfile();

  const onSubmit = form.handleSubmit((body) =>
    updateProfile.mutate(body, {
      onSuccess: () => toast({ title: toastMessages.profileUpdatedTitle, description: toastMessages.profileUpdatedDescription }),
      onError: form.failWith(toastMessages.errorTitle, toastMessages.genericErrorFallback),
    }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <NameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
      <FormField label={authTexts.email} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <Button type="submit" loading={updateProfile.isPending}>
        {authAccountTexts.save}
      </Button>
    </form>
  );
}

import { profileLimits, profileMessages, profilePinBodySchema, toastMessages } from '@kora/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useSetProfilePin } from '../api/set-profile-pin';

/**
 * /settings « Code PIN »: the account's password, then 4 digits. The PIN is asked to leave a kids profile and to open a
 * locked one; a kids profile needs one set first. Cleared on success.
 */
export function PinSettingsForm({ pinSet }: { pinSet: boolean }) {
  const form = useForm(profilePinBodySchema, { password: '', pin: '' });
  const save = useSetProfilePin();

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        toast({ title: answer.message });
        form.reset();
      },
      onError: form.failWith(toastMessages.errorTitle, profileMessages.pinInvalid),
    }),
  );

  return (
    <section aria-labelledby="profile-pin-title">
      <h2 id="profile-pin-title" className="settings__section-title">
        {profileMessages.pinTitle}
      </h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <p className="field__hint">{pinSet ? profileMessages.pinStatusSet : profileMessages.pinStatusUnset}</p>
        <FormField label={profileMessages.pinPasswordLabel} type="password" autoComplete="current-password" {...form.field('password')} />
        <FormField
          label={profileMessages.pinNewLabel}
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={profileLimits.pinLength}
          hint={profileMessages.pinHint}
          {...form.field('pin')}
        />
        <Button type="submit" loading={save.isPending}>
          {profileMessages.pinSubmit}
        </Button>
      </form>
    </section>
  );
}

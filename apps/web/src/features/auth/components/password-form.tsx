import { changePasswordFormSchema, limits, toastMessages } from '@kora/shared';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useChangePassword } from '../api/change-password';

/** Change of password: current, new and confirmation, each with a show/hide toggle. Cleared on success. */
export function PasswordForm() {
  const form = useForm(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const changePassword = useChangePassword();

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (result) => {
          toast({ title: toastMessages.passwordChangedTitle, description: result.message });
          form.reset();
        },
        onError: form.failWith(toastMessages.errorTitle, toastMessages.passwordChangeErrorFallback),
      },
    ),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormField label="Mot de passe actuel" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <FormField label="Nouveau mot de passe" type="password" autoComplete="new-password" {...form.field('newPassword')} />
      <FormField label="Confirmer le nouveau mot de passe" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <div className="notice">
        <ShieldCheck size={18} aria-hidden />
        <div>
          <p className="notice__title">Exigences du mot de passe</p>
          <ul className="notice__list">
            <li>Au moins {limits.passwordMin} caractères</li>
            <li>Différent de votre mot de passe actuel, de préférence</li>
          </ul>
        </div>
      </div>
      <Button type="submit" loading={changePassword.isPending}>
        Modifier le mot de passe
      </Button>
    </form>
  );
}

import { resetPasswordFormSchema, toastMessages, validationMessages } from '@kora/shared';
import { CircleCheck, KeyRound, TriangleAlert } from 'lucide-react';
import { useSearchParams } from '../../../lib/router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  if (!token) {
    return (
      <AuthLayout title={validationMessages.resetTokenMissing} icon={<TriangleAlert size={28} aria-hidden />} backTo="/login"
        subtitle="Le lien que vous avez suivi est incomplet. Demandez un nouveau lien de réinitialisation.">
        <ButtonLink to="/forgot-password" block size="lg">
          Demander un nouveau lien
        </ButtonLink>
      </AuthLayout>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm(resetPasswordFormSchema, { token, newPassword: '', confirmPassword: '' });
  const resetPassword = useResetPassword();

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    resetPassword.mutate(
      { token, newPassword },
      {
        onSuccess: (result) => toast({ title: toastMessages.resetSuccessTitle, description: result.message }),
        onError: form.failWith(toastMessages.errorTitle, toastMessages.genericErrorFallback),
      },
    ),
  );

  if (resetPassword.isSuccess) {
    return (
      <AuthLayout title="Mot de passe réinitialisé" icon={<CircleCheck size={28} aria-hidden />} subtitle={resetPassword.data.message}>
        <ButtonLink to="/login" block size="lg">
          Se connecter
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Nouveau mot de passe" icon={<KeyRound size={28} aria-hidden />} subtitle="Choisissez un nouveau mot de passe pour votre compte." backTo="/login">
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField label="Nouveau mot de passe" type="password" autoComplete="new-password" hint="Au moins 6 caractères" {...form.field('newPassword')} />
        <FormField label="Confirmer le mot de passe" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        {form.errors.token && <p className="field__error" role="alert">{form.errors.token}</p>}
        <Button type="submit" block size="lg" loading={resetPassword.isPending}>
          Réinitialiser le mot de passe
        </Button>
      </form>
    </AuthLayout>
  );
}

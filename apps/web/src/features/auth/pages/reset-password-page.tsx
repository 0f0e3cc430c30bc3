import { resetPasswordFormSchema, toastMessages, validationMessages } from '@kora/shared';
import { CircleCheck, KeyRound, TriangleAlert } from 'lucide-react';
import { useSearchParams } from '../../../lib/router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useResetPassword } from '../api/reset-password';
import { authTexts } from '../auth-texts';
import { AuthLayout } from '../components/auth-layout';

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  if (!token) {
    return (
      <AuthLayout title={validationMessages.resetTokenMissing} icon={<TriangleAlert size={28} aria-hidden />} backTo="/login"
        subtitle={authTexts.resetPassword.incompleteLink}>
        <ButtonLink to="/forgot-password" block size="lg">
          {authTexts.resetPassword.requestNewLink}
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
      <AuthLayout title={authTexts.resetPassword.doneTitle} icon={<CircleCheck size={28} aria-hidden />} subtitle={resetPassword.data.message}>
        <ButtonLink to="/login" block size="lg">
          {authTexts.signIn}
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={authTexts.resetPassword.title} icon={<KeyRound size={28} aria-hidden />} subtitle={authTexts.resetPassword.subtitle} backTo="/login">
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField label={authTexts.resetPassword.newPassword} type="password" autoComplete="new-password" hint={authTexts.passwordHint} {...form.field('newPassword')} />
        <FormField label={authTexts.confirmPassword} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        {form.errors.token && <p className="field__error" role="alert">{form.errors.token}</p>}
        <Button type="submit" block size="lg" loading={resetPassword.isPending}>
          {authTexts.resetPassword.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}

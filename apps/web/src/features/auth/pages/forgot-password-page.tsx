import { forgotPasswordBodySchema, toastMessages } from '@kora/shared';
import { Mail } from 'lucide-react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useForgotPassword } from '../api/forgot-password';
import { authTexts } from '../auth-texts';
import { AuthLayout } from '../components/auth-layout';

export default function ForgotPasswordPage() {
  const form = useForm(forgotPasswordBodySchema, { email: '' });
  const forgotPassword = useForgotPassword();

  const onSubmit = form.handleSubmit((body) =>
    forgotPassword.mutate(body, {
      onSuccess: () => toast({ title: toastMessages.emailSentTitle, description: toastMessages.emailSentDescription }),
      onError: form.failWith(toastMessages.errorTitle, toastMessages.genericErrorFallback),
    }),
  );

  return (
    <AuthLayout
      title={authTexts.forgotPassword.title}
      icon={<Mail size={28} aria-hidden />}
      subtitle={authTexts.forgotPassword.subtitle}
      backTo="/login"
      footer={<Link to="/login">{authTexts.forgotPassword.backToSignIn}</Link>}
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField label={authTexts.email} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <Button type="submit" block size="lg" loading={forgotPassword.isPending}>
          {authTexts.forgotPassword.submit}
        </Button>
      </form>
      {forgotPassword.isSuccess && <p className="form__success">{toastMessages.emailSentDescription}</p>}
    </AuthLayout>
  );
}

import { forgotPasswordBodySchema, toastMessages } from '@kora/shared';
import { Mail } from 'lucide-react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useForgotPassword } from '../api/forgot-password';
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
      title="Mot de passe oublié"
      icon={<Mail size={28} aria-hidden />}
      subtitle="Saisissez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      backTo="/login"
      footer={<Link to="/login">Retour à la connexion</Link>}
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <Button type="submit" block size="lg" loading={forgotPassword.isPending}>
          Envoyer le lien
        </Button>
      </form>
      {forgotPassword.isSuccess && <p className="form__success">{toastMessages.emailSentDescription}</p>}
    </AuthLayout>
  );
}

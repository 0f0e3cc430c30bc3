import { delays, registerFormSchema, toastMessages } from '@kora/shared';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { NameFields } from '../components/name-fields';

export default function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm(registerFormSchema, { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const register = useRegister();

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) =>
    register.mutate(body, {
      onSuccess: () => {
        toast({ title: toastMessages.registerSuccessTitle, description: toastMessages.registerSuccessDescription });
        window.setTimeout(() => navigate('/login'), delays.afterRegisterMs);
      },
      onError: form.failWith(toastMessages.registerErrorTitle, toastMessages.registerErrorFallback),
    }),
  );

  return (
    <AuthLayout
      title="Créer un compte"
      subtitle="Rejoignez Kora : films, séries, directs et créateurs d'ici."
      backTo="/"
      footer={
        <>
          Déjà un compte ? <Link to="/login">Se connecter</Link>
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <NameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <FormField label="Mot de passe" type="password" autoComplete="new-password" hint="Au moins 6 caractères" {...form.field('password')} />
        <FormField label="Confirmer le mot de passe" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <Button type="submit" block size="lg" loading={register.isPending || register.isSuccess}>
          Créer mon compte
        </Button>
      </form>
    </AuthLayout>
  );
}

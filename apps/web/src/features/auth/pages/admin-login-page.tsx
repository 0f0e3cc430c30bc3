import { adminLoginBodySchema, delays, toastMessages } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { SecondFactorForm } from '../../../components/two-factor/second-factor-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useAdminLogin } from '../api/admin-login';
import { usePublicConfig } from '../api/get-public-config';
import { userQueryOptions } from '../api/get-user';
import { AuthLayout } from '../components/auth-layout';

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm(adminLoginBodySchema, { email: '', password: '' });
  const adminLogin = useAdminLogin();
  const hint = usePublicConfig().data?.adminHint;

  const fail = (message: string | undefined) =>
    toast({ title: toastMessages.adminLoginErrorTitle, description: message || toastMessages.adminLoginWrongCredentials, variant: 'destructive' });

  // Set when the admin has two-factor sign-in on: the password was right, the code comes next.
  const [challenge, setChallenge] = useState<string>();
  const signedIn = (message: string) => {
    toast({ title: toastMessages.loginSuccessTitle, description: message });
    // The cached current user is refreshed, then the app goes to /admin (viewer.md §4): never before the refresh is
    // back, or /admin would open in the signed-out app (« Connexion requise », whose redirect to sign-in then fires
    // under the admin's feet). Should the refresh fail, a full load starts the app with the session the server set.
    const pause = new Promise((resolve) => window.setTimeout(resolve, delays.afterAdminLoginMs));
    void Promise.all([queryClient.refetchQueries({ queryKey: userQueryOptions.queryKey, exact: true }, { throwOnError: true }), pause]).then(
      () => navigate('/admin', { replace: true }),
      () => window.location.replace('/admin'),
    );
  };
  const onSubmit = form.handleSubmit((body) =>
    adminLogin.mutate(body, {
      onSuccess: (result) => {
        if ('twoFactor' in result) return setChallenge(result.twoFactor.challenge);
        if (!result.success) return fail(result.message);
        signedIn(result.message);
      },
      onError: form.failWith(toastMessages.adminLoginErrorTitle, toastMessages.adminLoginErrorFallback),
    }),
  );

  return (
    <AuthLayout
      title="Administration"
      icon={<ShieldCheck size={28} aria-hidden />}
      subtitle="Accès restreint aux administrateurs. Chaque connexion est enregistrée et auditée."
      footer={
        <Link to="/" className="auth__back-link">
          <ArrowLeft size={16} aria-hidden /> Retour au site
        </Link>
      }
    >
      {challenge ? (
        <SecondFactorForm challenge={challenge} onSignedIn={(answer) => signedIn(answer.message)} onRestart={() => setChallenge(undefined)} />
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormField label="Email administrateur" type="email" autoComplete="username" inputMode="email" {...form.field('email')} />
          <FormField label="Mot de passe" type="password" autoComplete="current-password" {...form.field('password')} />
          <Button type="submit" block size="lg" loading={adminLogin.isPending}>
            Se connecter
          </Button>
        </form>
      )}
      {hint && (
        <aside className="notice" aria-label="Identifiants de test">
          <KeyRound size={18} aria-hidden />
          <div>
            <p className="notice__title">Identifiants de test</p>
            <p>
              Email : <code>{hint.email}</code>
              <br />
              Mot de passe : <code>{hint.password}</code>
            </p>
          </div>
        </aside>
      )}
    </AuthLayout>
  );
}

import { adminLoginBodySchema, delays, toastMessages } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { SecondFactorForm } from '../../../components/two-factor/second-factor-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useAdminLogin } from '../api/admin-login';
import { usePublicConfig } from '../api/get-public-config';
import { userQueryOptions } from '../api/get-user';
import { authTexts } from '../auth-texts';
import { AuthLayout } from '../components/auth-layout';

export default function AdminLoginPage() {
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
    // After the spec's pause the cached current user is refreshed, and the signed-in route set, once it renders,
    // leads from this page to /admin (viewer.md §4). Never a move of this page's own before that: /admin would open in
    // the signed-out app (« Connexion requise », whose redirect to sign-in then fires under the admin's feet). Should
    // the refresh fail, a full load starts the app with the session the server set.
    void new Promise((resolve) => window.setTimeout(resolve, delays.afterAdminLoginMs))
      .then(() => queryClient.refetchQueries({ queryKey: userQueryOptions.queryKey, exact: true }, { throwOnError: true }))
      .catch(() => window.location.replace('/admin'));
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
      title={authTexts.adminLogin.title}
      icon={<ShieldCheck size={28} aria-hidden />}
      subtitle={authTexts.adminLogin.subtitle}
      footer={
        <Link to="/" className="auth__back-link">
          <ArrowLeft size={16} aria-hidden /> {authTexts.adminLogin.backToSite}
        </Link>
      }
    >
      {challenge ? (
        <SecondFactorForm challenge={challenge} onSignedIn={(answer) => signedIn(answer.message)} onRestart={() => setChallenge(undefined)} />
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormField label={authTexts.adminLogin.email} type="email" autoComplete="username" inputMode="email" {...form.field('email')} />
          <FormField label={authTexts.password} type="password" autoComplete="current-password" {...form.field('password')} />
          <Button type="submit" block size="lg" loading={adminLogin.isPending}>
            {authTexts.signIn}
          </Button>
        </form>
      )}
      {hint && (
        <aside className="notice" aria-label={authTexts.adminLogin.testCredentials}>
          <KeyRound size={18} aria-hidden />
          <div>
            <p className="notice__title">{authTexts.adminLogin.testCredentials}</p>
            <p>
              {authTexts.adminLogin.emailLine} <code>{hint.email}</code>
              <br />
              {authTexts.adminLogin.passwordLine} <code>{hint.password}</code>
            </p>
          </div>
        </aside>
      )}
    </AuthLayout>
  );
}

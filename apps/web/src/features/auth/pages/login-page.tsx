import { delays, loginBodySchema, myDataMessages, NEXT_PARAM, safeNextPath, toastMessages, withNextPath } from '@kora/shared';
import { useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { SecondFactorForm } from '../../../components/two-factor/second-factor-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useLogin } from '../api/login';
import { authTexts } from '../auth-texts';
import { AuthLayout } from '../components/auth-layout';

/** Where a person goes once signed in, given `?next=`: by default that page, else home. */
export type SignedInDestination = (next: string | undefined) => Promise<string>;

const nextOrHome: SignedInDestination = async (next) => next ?? '/';

/**
 * /login; `?next=` (a path of this site) is where the person goes once signed in, else home. The app may
 * decide otherwise with `destination` (an account with several profiles first chooses who is watching).
 */
export default function LoginPage({ destination = nextOrHome }: { destination?: SignedInDestination }) {
  const next = safeNextPath(useSearchParams()[0].get(NEXT_PARAM));
  const form = useForm(loginBodySchema, { email: '', password: '' });
  const login = useLogin();
  // Set when the account has two-factor sign-in on: the password was right, the code comes next.
  const [challenge, setChallenge] = useState<string>();

  const signedIn = ({ message }: { message: string }) => {
    // The server's own words when signing in cancelled the account's deletion; the usual greeting otherwise.
    toast({ title: toastMessages.loginSuccessTitle, description: message === myDataMessages.loginCancelledDeletion ? message : toastMessages.loginSuccessDescription });
    // A full load, so the whole app starts again with the new session (the page asked for, or home, if the
    // destination could not be worked out).
    const going = destination(next).catch(() => next ?? '/');
    window.setTimeout(() => {
      void going.then((path) => {
        window.location.href = path;
      });
    }, delays.afterLoginMs);
  };
  const onSubmit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: (answer) => ('twoFactor' in answer ? setChallenge(answer.twoFactor.challenge) : signedIn(answer)),
      onError: form.failWith(toastMessages.loginErrorTitle, toastMessages.loginErrorFallback),
    }),
  );

  return (
    <AuthLayout
      title={authTexts.login.title}
      subtitle={authTexts.login.subtitle}
      backTo="/"
      footer={
        <>
          {authTexts.login.noAccount} <Link to={withNextPath('/register', next)}>{authTexts.login.createAccount}</Link>
        </>
      }
    >
      {challenge ? (
        <SecondFactorForm challenge={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(undefined)} />
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormField label={authTexts.email} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
          <FormField label={authTexts.password} type="password" autoComplete="current-password" {...form.field('password')} />
          <Link to="/forgot-password" className="form__aside-link">
            {authTexts.login.forgotPassword}
          </Link>
          <Button type="submit" block size="lg" loading={login.isPending || (login.isSuccess && !challenge)}>
            {authTexts.signIn}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

import { toastMessages, twoFactorEnableBodySchema, twoFactorRecoveryFormSchema, type User } from '@kora/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '../../lib/use-form';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { useTwoFactorSignIn } from './two-factor-api';
import { twoFactorTexts } from './two-factor-texts';
import './two-factor.css';

interface SecondFactorFormProps {
  /** What the password step answered (202). */
  challenge: string;
  onSignedIn: (answer: { message: string; user: User }) => void;
  /** Back to the password (a challenge lasts five minutes). */
  onRestart: () => void;
}

/**
 * The second step of sign-in for an account with two-factor sign-in on: the 6 digits of the authenticator app
 * (the phone's keyboard opens on digits, and offers a code it received), or one of the recovery codes.
 */
export function SecondFactorForm({ challenge, onSignedIn, onRestart }: SecondFactorFormProps) {
  const [recovery, setRecovery] = useState(false);
  const signIn = useTwoFactorSignIn();
  const app = useForm(twoFactorEnableBodySchema, { code: '' });
  const backup = useForm(twoFactorRecoveryFormSchema, { recoveryCode: '' });
  const form = recovery ? backup : app;
  const send = (body: { code: string } | { recoveryCode: string }) =>
    signIn.mutate({ challenge, ...body }, { onSuccess: onSignedIn, onError: form.failWith(toastMessages.loginErrorTitle, toastMessages.loginErrorFallback) });

  const texts = twoFactorTexts.signIn;
  return (
    <div className="second-factor">
      <p className="notice">
        <ShieldCheck size={18} aria-hidden />
        <span>{recovery ? texts.recoveryHint : texts.appHint}</span>
      </p>
      {recovery ? (
        <form className="form" onSubmit={backup.handleSubmit(send)} noValidate>
          <FormField label={texts.recoveryCode} autoComplete="off" autoCapitalize="none" spellCheck={false} {...backup.field('recoveryCode')} />
          <Button type="submit" block size="lg" loading={signIn.isPending || signIn.isSuccess}>
            {texts.verify}
          </Button>
        </form>
      ) : (
        <form className="form" onSubmit={app.handleSubmit(send)} noValidate>
          <FormField label={twoFactorTexts.code} inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={7} {...app.field('code')} />
          <Button type="submit" block size="lg" loading={signIn.isPending || signIn.isSuccess}>
            {texts.verify}
          </Button>
        </form>
      )}
      <div className="second-factor__links">
        <Button variant="ghost" size="sm" onClick={() => setRecovery(!recovery)}>
          {recovery ? texts.useApp : texts.useRecovery}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRestart}>
          {texts.restart}
        </Button>
      </div>
    </div>
  );
}

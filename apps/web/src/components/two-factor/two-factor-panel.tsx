import { toastMessages, twoFactorDisableFormSchema, twoFactorEnableBodySchema, type TwoFactorSetup } from '@kora/shared';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { copyText } from '../ui/share-links';
import { useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup, useTwoFactorStatus } from './two-factor-api';
import { twoFactorTexts } from './two-factor-texts';
import './two-factor.css';

/** The secret in groups of four, as people type it into an app without a camera. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The recovery codes, shown once: copied or saved as a file before the panel moves on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const texts = twoFactorTexts.recovery;
  const text = `${texts.fileHeading}\n${codes.join('\n')}\n`;
  const save = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = texts.fileName;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="two-factor__step">
      <p className="notice">
        <ShieldCheck size={18} aria-hidden />
        <span>{texts.notice}</span>
      </p>
      <ol className="two-factor__codes" aria-label={texts.label}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <Button variant="secondary" onClick={() => void copyText(text).then((copied) => toast({ title: copied ? texts.copied : texts.copyFailed }))}>
          {texts.copy}
        </Button>
        <Button variant="secondary" onClick={save}>
          {texts.download}
        </Button>
        <Button onClick={onDone}>{texts.done}</Button>
      </div>
    </div>
  );
}

/** Step 1 (scan or type the secret) and step 2 (the first code turns it on). */
function Enrolment({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const enable = useTwoFactorEnable();
  const form = useForm(twoFactorEnableBodySchema, { code: '' });
  const texts = twoFactorTexts.enrolment;
  const onSubmit = form.handleSubmit((body) =>
    enable.mutate(body, { onSuccess: (answer) => onEnabled(answer.recoveryCodes), onError: form.failWith(toastMessages.errorTitle, texts.enableFailed) }),
  );
  return (
    <div className="two-factor__step">
      <p>{texts.scan}</p>
      <img className="two-factor__qr" src={setup.qrSvg} width={192} height={192} alt={texts.qrAlt} />
      <p className="two-factor__secret">
        {texts.typeKey} <code>{grouped(setup.secret)}</code>
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField label={texts.code} inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.field('code')} />
        <Button type="submit" loading={enable.isPending}>
          {texts.enable}
        </Button>
      </form>
    </div>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const disable = useTwoFactorDisable();
  const form = useForm(twoFactorDisableFormSchema, { password: '', code: '' });
  const texts = twoFactorTexts.turnOff;
  const onSubmit = form.handleSubmit((body) =>
    disable.mutate(body, {
      onSuccess: (answer) => {
        toast({ title: answer.message });
        onDone();
      },
      onError: form.failWith(toastMessages.errorTitle, texts.disableFailed),
    }),
  );
  return (
    <form className="form two-factor__step" onSubmit={onSubmit} noValidate>
      <FormField label={texts.password} type="password" autoComplete="current-password" {...form.field('password')} />
      <FormField label={twoFactorTexts.code} inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.field('code')} />
      <Button type="submit" variant="destructive" loading={disable.isPending}>
        {texts.disable}
      </Button>
    </form>
  );
}

/**
 * Two-factor sign-in for the people who move money (admins; creators if they wish): on, a code of the phone's
 * authenticator app is asked at each sign-in. Where the installation requires it, admins read why before turning it on.
 */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus().data;
  const setup = useTwoFactorSetup();
  const [codes, setCodes] = useState<string[]>();
  const [turningOff, setTurningOff] = useState(false);
  if (!status?.available) return null;
  const texts = twoFactorTexts.status;

  return (
    <section className="two-factor" aria-labelledby="two-factor-title">
      <h3 id="two-factor-title" className="two-factor__title">
        {twoFactorTexts.title}
      </h3>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
      ) : status.enabled ? (
        <>
          <p className="notice">
            <ShieldCheck size={18} aria-hidden />
            <span>
              {texts.on(status.recoveryCodesLeft)}
              {status.recoveryCodesLeft <= 3 && texts.fewLeft}
            </span>
          </p>
          {turningOff ? <TurnOff onDone={() => setTurningOff(false)} /> : <Button variant="secondary" onClick={() => setTurningOff(true)}>{twoFactorTexts.turnOff.open}</Button>}
        </>
      ) : setup.data ? (
        <Enrolment setup={setup.data} onEnabled={setCodes} />
      ) : (
        <>
          <p className="notice">
            <ShieldAlert size={18} aria-hidden />
            <span>
              {status.required ? texts.required : texts.offered}
            </span>
          </p>
          <Button onClick={() => setup.mutate(undefined, { onError: () => toast({ title: toastMessages.errorTitle, description: twoFactorTexts.retryLater, variant: 'destructive' }) })} loading={setup.isPending}>
            {texts.turnOn}
          </Button>
        </>
      )}
    </section>
  );
}

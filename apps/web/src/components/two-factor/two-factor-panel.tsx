import { toastMessages, twoFactorDisableFormSchema, twoFactorEnableBodySchema, type TwoFactorSetup } from '@kora/shared';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { copyText } from '../ui/share-links';
import { useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup, useTwoFactorStatus } from './two-factor-api';
import './two-factor.css';

/** The secret in groups of four, as people type it into an app without a camera. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The recovery codes, shown once: copied or saved as a file before the panel moves on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Kora — codes de secours (chacun sert une fois)\n${codes.join('\n')}\n`;
  const save = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'kora-codes-de-secours.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="two-factor__step">
      <p className="notice">
        <ShieldCheck size={18} aria-hidden />
        <span>Active. Gardez ces codes de secours en lieu sûr : chacun ouvre une connexion si votre téléphone n’est pas là. Ils ne seront plus affichés.</span>
      </p>
      <ol className="two-factor__codes" aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <Button variant="secondary" onClick={() => void copyText(text).then((copied) => toast({ title: copied ? 'Codes copiés' : 'Copie impossible' }))}>
          Copier
        </Button>
        <Button variant="secondary" onClick={save}>
          Télécharger
        </Button>
        <Button onClick={onDone}>J’ai mis mes codes de côté</Button>
      </div>
    </div>
  );
}

/** Step 1 (scan or type the secret) and step 2 (the first code turns it on). */
function Enrolment({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const enable = useTwoFactorEnable();
  const form = useForm(twoFactorEnableBodySchema, { code: '' });
  const onSubmit = form.handleSubmit((body) =>
    enable.mutate(body, { onSuccess: (answer) => onEnabled(answer.recoveryCodes), onError: form.failWith(toastMessages.errorTitle, 'Activation impossible') }),
  );
  return (
    <div className="two-factor__step">
      <p>1. Scannez ce code QR avec votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…).</p>
      <img className="two-factor__qr" src={setup.qrSvg} width={192} height={192} alt="Code QR de la double authentification Kora" />
      <p className="two-factor__secret">
        Sans appareil photo, saisissez cette clé : <code>{grouped(setup.secret)}</code>
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField label="2. Code à 6 chiffres affiché par l’application" inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.field('code')} />
        <Button type="submit" loading={enable.isPending}>
          Activer
        </Button>
      </form>
    </div>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const disable = useTwoFactorDisable();
  const form = useForm(twoFactorDisableFormSchema, { password: '', code: '' });
  const onSubmit = form.handleSubmit((body) =>
    disable.mutate(body, {
      onSuccess: (answer) => {
        toast({ title: answer.message });
        onDone();
      },
      onError: form.failWith(toastMessages.errorTitle, 'Désactivation impossible'),
    }),
  );
  return (
    <form className="form two-factor__step" onSubmit={onSubmit} noValidate>
      <FormField label="Mot de passe" type="password" autoComplete="current-password" {...form.field('password')} />
      <FormField label="Code à 6 chiffres" inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.field('code')} />
      <Button type="submit" variant="destructive" loading={disable.isPending}>
        Désactiver
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

  return (
    <section className="two-factor" aria-labelledby="two-factor-title">
      <h3 id="two-factor-title" className="two-factor__title">
        Double authentification
      </h3>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
      ) : status.enabled ? (
        <>
          <p className="notice">
            <ShieldCheck size={18} aria-hidden />
            <span>
              Active : chaque connexion demande le code de votre application. Codes de secours restants : {status.recoveryCodesLeft}.
              {status.recoveryCodesLeft <= 3 && ' Il en reste peu : désactivez puis réactivez pour en obtenir dix nouveaux.'}
            </span>
          </p>
          {turningOff ? <TurnOff onDone={() => setTurningOff(false)} /> : <Button variant="secondary" onClick={() => setTurningOff(true)}>Désactiver…</Button>}
        </>
      ) : setup.data ? (
        <Enrolment setup={setup.data} onEnabled={setCodes} />
      ) : (
        <>
          <p className="notice">
            <ShieldAlert size={18} aria-hidden />
            <span>
              {status.required
                ? 'Exigée pour approuver les versements et changer les comptes ou les offres : activez-la pour ces actions.'
                : 'Protégez votre compte : en plus du mot de passe, un code de votre téléphone est demandé à chaque connexion.'}
            </span>
          </p>
          <Button onClick={() => setup.mutate(undefined, { onError: () => toast({ title: toastMessages.errorTitle, description: 'Réessayez dans un instant.', variant: 'destructive' }) })} loading={setup.isPending}>
            Activer la double authentification
          </Button>
        </>
      )}
    </section>
  );
}

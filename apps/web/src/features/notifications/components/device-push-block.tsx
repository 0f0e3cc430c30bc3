import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDevicePush } from '../use-device-push';

const explanations = {
  unsupported: "Ce navigateur ne peut pas recevoir de notifications push. Sur iPhone, ajoutez d'abord Kora à l'écran d'accueil, puis ouvrez-le depuis son icône.",
  denied: "Les notifications sont bloquées pour Kora dans ce navigateur. Pour les recevoir, autorisez-les dans les réglages du site (l'icône à gauche de l'adresse), puis revenez ici.",
  off: 'Recevez les notifications push sur ce téléphone, même quand Kora est fermé.',
  on: 'Les notifications push sont activées sur cet appareil.',
} as const;

/** « Notifications sur cet appareil »: Web Push turned on or off for this browser, or why it cannot be. */
export function DevicePushBlock({ devices }: { devices: number }) {
  const push = useDevicePush();
  const titleId = useId();
  return (
    <section className="notif-settings__block" aria-labelledby={titleId}>
      <h3 id={titleId} className="notif-settings__subtitle">
        <BellRing size={18} aria-hidden /> Notifications sur cet appareil
      </h3>
      {push.state === 'checking' ? (
        <Skeleton height="2.75rem" />
      ) : (
        <>
          <p className="notif-settings__text">{explanations[push.state]}</p>
          {push.state === 'off' && (
            <Button loading={push.busy} onClick={push.enable}>
              Activer sur cet appareil
            </Button>
          )}
          {push.state === 'on' && (
            <Button variant="outline" loading={push.busy} onClick={push.disable}>
              Désactiver
            </Button>
          )}
        </>
      )}
      {push.problem && (
        <p className="field__error" role="alert">
          {push.problem}
        </p>
      )}
      {devices > 0 && (
        <p className="notif-settings__note">
          {devices === 1 ? 'Un appareil reçoit' : `${devices} appareils reçoivent`} vos notifications push.
        </p>
      )}
    </section>
  );
}

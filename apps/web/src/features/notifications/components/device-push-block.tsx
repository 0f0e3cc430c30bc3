import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { notificationsTexts } from '../notifications-texts';
import { useDevicePush } from '../use-device-push';

/** « Notifications sur cet appareil »: Web Push turned on or off for this browser, or why it cannot be. */
export function DevicePushBlock({ devices }: { devices: number }) {
  const push = useDevicePush();
  const titleId = useId();
  const texts = notificationsTexts.push;
  return (
    <section className="notif-settings__block" aria-labelledby={titleId}>
      <h3 id={titleId} className="notif-settings__subtitle">
        <BellRing size={18} aria-hidden /> {texts.title}
      </h3>
      {push.state === 'checking' ? (
        <Skeleton height="2.75rem" />
      ) : (
        <>
          <p className="notif-settings__text">{texts.explanations[push.state]}</p>
          {push.state === 'off' && (
            <Button loading={push.busy} onClick={push.enable}>
              {texts.enable}
            </Button>
          )}
          {push.state === 'on' && (
            <Button variant="outline" loading={push.busy} onClick={push.disable}>
              {texts.disable}
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
          {texts.devices(devices)}
        </p>
      )}
    </section>
  );
}

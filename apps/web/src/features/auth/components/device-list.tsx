import { type DeviceSession, deviceMessages, SCREEN_LIMITS, effectiveTier, toastMessages, type User } from '@kora/shared';
import { MonitorSmartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { toast, toastRequestError } from '../../../lib/toast';
import { useDeviceSessions } from '../api/get-device-sessions';
import { useSignOutDevice } from '../api/sign-out-device';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices';
import { authAccountTexts } from '../account-texts';

function DeviceItem({ device }: { device: DeviceSession }) {
  const signOut = useSignOutDevice();
  const onSignOut = () =>
    signOut.mutate(device.id, {
      onSuccess: (answer) => toast({ title: answer.message }),
      onError: (error) => toastRequestError(error, toastMessages.errorTitle, authAccountTexts.devices.signOutFailed),
    });
  return (
    <li className="devices__item" data-testid="device">
      <div className="devices__text">
        <p className="devices__name">
          {device.device}
          {device.current && <span className="devices__tag">{deviceMessages.thisDevice}</span>}
          {device.playing && <span className="devices__tag devices__tag--playing">{deviceMessages.playing}</span>}
        </p>
        <p className="devices__meta">
          {device.ip ?? authAccountTexts.devices.unknownAddress} · {authAccountTexts.devices.seenOn(formatDateTime(device.lastSeenAt))}
        </p>
      </div>
      {!device.current && (
        <Button variant="outline" size="sm" loading={signOut.isPending} onClick={onSignOut} aria-label={`${deviceMessages.signOut} ${device.device}`}>
          {deviceMessages.signOut}
        </Button>
      )}
    </li>
  );
}

/** /settings « Appareils »: the sessions of the account, each other one with « Déconnecter ». */
export function DeviceList({ user }: { user: User }) {
  const devices = useDeviceSessions();
  const signOutOthers = useSignOutOtherDevices();
  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: (answer) => toast({ title: answer.message }),
      onError: (error) => toastRequestError(error, toastMessages.errorTitle, authAccountTexts.devices.signOutOthersFailed),
    });
  const limit = SCREEN_LIMITS[effectiveTier(user)];
  return (
    <section aria-labelledby="devices-title" className="devices">
      <h2 id="devices-title" className="settings__section-title">
        <MonitorSmartphone size={18} aria-hidden /> {deviceMessages.title}
      </h2>
      <p className="devices__intro">
        {deviceMessages.description} {authAccountTexts.devices.screensAllowed(limit)}
      </p>
      {devices.isPending && <Skeleton height="3.5rem" />}
      {devices.isError && <RetryMessage text={authAccountTexts.devices.loadFailed} onRetry={() => void devices.refetch()} />}
      {devices.data && (
        <ul className="devices__list">
          {devices.data.map((device) => (
            <DeviceItem key={device.id} device={device} />
          ))}
        </ul>
      )}
      {devices.data?.length === 1 && <p className="devices__meta">{deviceMessages.empty}</p>}
      {devices.data && devices.data.length > 2 && (
        <Button variant="outline" size="sm" loading={signOutOthers.isPending} onClick={onSignOutOthers}>
          {deviceMessages.signOutOthers}
        </Button>
      )}
    </section>
  );
}

import { notificationMessages, QUIET_HOURS } from '@kora/shared';
import { Bell, MoonStar } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Card } from '../../../components/ui/card';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSetTimeZone } from '../api/update-notification-preferences';
import { notificationsTexts } from '../notifications-texts';
import { browserTimeZone, timeZoneToSend } from '../preference-rules';
import { ChannelSwitches } from './channel-switches';
import { DevicePushBlock } from './device-push-block';
import { SmsPhoneBlock } from './sms-phone-block';
import '../notification-settings.css';

/**
 * /settings « Notifications »: which kinds reach the person by which channel (in the app they always do), the number
 * SMS go to, and push on this device. The browser's time zone is told to the server once, when it differs, since
 * quiet hours are counted in it.
 */
export default function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const { mutate: sendTimeZone } = useSetTimeZone();
  const zoneChecked = useRef(false);
  const titleId = useId();
  const smsHintId = useId();
  const data = preferences.data;

  useEffect(() => {
    if (!data || zoneChecked.current) return;
    zoneChecked.current = true;
    const zone = timeZoneToSend(data.timeZone, browserTimeZone());
    if (zone) sendTimeZone(zone);
  }, [data, sendTimeZone]);

  if (preferences.isPending) {
    return (
      <Card aria-busy="true" aria-label={notificationsTexts.settings.loading}>
        <Skeleton height="1.4rem" width="60%" />
        <div className="notif-settings__skeleton">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="3rem" />
          ))}
        </div>
      </Card>
    );
  }
  if (preferences.isError) {
    return (
      <Card>
        <RetryMessage text={notificationsTexts.settings.loadFailed} onRetry={() => void preferences.refetch()} />
      </Card>
    );
  }

  const { kinds, phone, pendingPhone, timeZone, pushDevices } = preferences.data;
  const smsOffered = kinds.some((row) => row.allowed.includes('sms'));
  return (
    <div className="notif-settings">
      <Card>
        <section aria-labelledby={titleId}>
          <h2 id={titleId} className="notif-settings__title">
            <Bell size={18} aria-hidden /> {notificationsTexts.title}
          </h2>
          <p className="notif-settings__text">{notificationsTexts.settings.intro}</p>
          <p className="notif-settings__quiet">
            <MoonStar size={16} aria-hidden />
            <span>{notificationsTexts.settings.quietHours(QUIET_HOURS.start, QUIET_HOURS.end, timeZone)}</span>
          </p>
          {smsOffered && !phone && (
            <p className="notif-settings__note" id={smsHintId}>
              {notificationMessages.smsNeedsPhone}
            </p>
          )}
          <ChannelSwitches kinds={kinds} smsReady={Boolean(phone)} smsHintId={smsHintId} />
        </section>
      </Card>
      <Card>
        <DevicePushBlock devices={pushDevices} />
      </Card>
      {smsOffered && (
        <Card>
          <SmsPhoneBlock phone={phone} pendingPhone={pendingPhone} />
        </Card>
      )}
    </div>
  );
}

import { CHOOSABLE_CHANNELS, type ChoosableChannel, type NotificationPreferences } from '@kora/shared';
import { useId } from 'react';
import { toast, toastRequestError } from '../../../lib/toast';
import { useChangeChannel } from '../api/update-notification-preferences';
import { notificationsTexts } from '../notifications-texts';

type KindRow = NotificationPreferences['kinds'][number];

interface ChannelSwitchesProps {
  kinds: KindRow[];
  /** A verified number: SMS may be turned on. */
  smsReady: boolean;
  /** The id of the sentence that says why SMS are off, for the disabled switches. */
  smsHintId: string;
}

/**
 * A row per kind of notification, with a switch per channel it may use; each tap is saved at once (and put back if
 * the server refuses it). On a phone the channels sit under the kind's name; on a wide screen, in columns.
 */
export function ChannelSwitches({ kinds, smsReady, smsHintId }: ChannelSwitchesProps) {
  const change = useChangeChannel();
  // Each tap has its own answer (mutate's callbacks would follow only the last of quick taps).
  const onToggle = (row: KindRow, channel: ChoosableChannel, enabled: boolean) =>
    void change.mutateAsync({ kind: row.kind, channel, enabled }).then(
      () => toast({ title: notificationsTexts.settings.saved }),
      (error: unknown) => toastRequestError(error, notificationsTexts.settings.saveFailedTitle, notificationsTexts.settings.saveFailed),
    );
  return (
    <div className="notif-prefs">
      {kinds.map((row) => (
        <KindSwitches key={row.kind} row={row} smsReady={smsReady} smsHintId={smsHintId} onToggle={onToggle} />
      ))}
    </div>
  );
}

interface KindSwitchesProps {
  row: KindRow;
  smsReady: boolean;
  smsHintId: string;
  onToggle: (row: KindRow, channel: ChoosableChannel, enabled: boolean) => void;
}

function KindSwitches({ row, smsReady, smsHintId, onToggle }: KindSwitchesProps) {
  const labelId = useId();
  return (
    <div className="notif-pref" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="notif-pref__label">
        {row.label}
      </span>
      <div className="notif-pref__channels">
        {CHOOSABLE_CHANNELS.map((channel) => {
          if (!row.allowed.includes(channel)) return <span key={channel} className={`notif-channel notif-channel--${channel}`} aria-hidden />;
          const blocked = channel === 'sms' && !smsReady;
          return (
            <label key={channel} className={`notif-channel notif-channel--${channel}`}>
              <input
                type="checkbox"
                role="switch"
                className="notif-switch"
                checked={!blocked && row.enabled.includes(channel)}
                disabled={blocked}
                aria-describedby={blocked ? smsHintId : undefined}
                onChange={(event) => onToggle(row, channel, event.target.checked)}
              />
              <span>{notificationsTexts.channels[channel]}</span>
            </label>
          );
        })}
      </div>
    </div>
  );
}

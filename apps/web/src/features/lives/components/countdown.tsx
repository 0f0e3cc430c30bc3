import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { countdownTickMs, formatCountdown } from '../live-time';
import { livesTexts } from '../lives-texts';

/** "Commence dans 1 h 05 min" under "21 nov. 2026, 20:00", redrawn as the time comes (each second in the last hour). */
export function Countdown({ target, className }: { target: string; className?: string }) {
  const at = new Date(target).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = at - now;
  useEffect(() => {
    if (!(left > 0)) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(countdownTickMs(left), left));
    return () => window.clearTimeout(timer);
  }, [left]);
  const countdown = formatCountdown(left);
  return (
    <p className={className}>
      <time dateTime={target}>{formatDateTime(target)}</time>
      {' · '}
      {countdown ? <span>{livesTexts.countdown.startsIn(countdown)}</span> : <span>{livesTexts.countdown.imminent}</span>}
    </p>
  );
}

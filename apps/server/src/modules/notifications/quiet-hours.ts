import { DEFAULT_TIME_ZONE, isTimeZone, QUIET_HOURS } from '@kora/shared';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** Minutes since local midnight of `now` in `timeZone` (an unknown zone reads as the default). */
function localMinutes(now: Date, timeZone: string | null): number {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * When quiet hours (22:00 to 07:00 in the person's zone) end, if `now` is inside them; null otherwise.
 * Counted in minutes from the local time, so a zone's offset is honoured (a change of offset during the
 * night, which Kora's countries do not have, would move the morning by that much).
 */
export function quietUntil(now: Date, timeZone: string | null): Date | null {
  const minutes = localMinutes(now, timeZone);
  const start = QUIET_HOURS.start * 60;
  const end = QUIET_HOURS.end * 60;
  if (minutes < start && minutes >= end) return null;
  const wait = (end - minutes + DAY_MINUTES) % DAY_MINUTES;
  return new Date(Math.floor(now.getTime() / MINUTE) * MINUTE + wait * MINUTE);
}

/** Local midnight of `now`'s day in the person's zone (the day the SMS limit counts). */
export function startOfLocalDay(now: Date, timeZone: string | null): Date {
  return new Date(Math.floor(now.getTime() / MINUTE) * MINUTE - localMinutes(now, timeZone) * MINUTE);
}

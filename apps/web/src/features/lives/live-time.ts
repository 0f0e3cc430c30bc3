import { livesTexts } from './lives-texts';

/** How long until a live starts, in the page's language (here in French): "2 j 3 h", "1 h 05 min", "4 min 12 s", "12 s" (null once it is time). */
export function formatCountdown(milliseconds: number): string | null {
  if (!(milliseconds > 0)) return null;
  const total = Math.ceil(milliseconds / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const units = livesTexts.countdown;
  if (days > 0) return units.daysHours(days, hours);
  if (hours > 0) return units.hoursMinutes(hours, two(minutes));
  if (minutes > 0) return units.minutesSeconds(minutes, two(seconds));
  return units.seconds(seconds);
}

/** How often a countdown to `target` needs redrawing: every second in its last hour, else every 30 s. */
export function countdownTickMs(milliseconds: number): number {
  return milliseconds <= 3_600_000 ? 1000 : 30_000;
}

/** "1 spectateur", "0 spectateur", "1 234 spectateurs". */
export function formatViewers(count: number): string {
  return livesTexts.viewers(count);
}

import { formatWholeNumber, once } from '@kora/shared';

/** French formatting of dates and numbers (viewer.md §9: dates are shown in French format). */

const dateFormat = once(() => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }));
const dateTimeFormat = once(() => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' }));
const oneDecimalFormat = once(() => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const upToOneDecimalFormat = once(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }));

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "21 novembre 2025": as Intl's fr-FR long date, written out (no Intl: see formatWholeNumber). */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return dateFormat().format(date);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "21 nov. 2025, 14:05" */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat().format(toDate(value));
}

/** "1 234" with the French narrow no-break space, as Intl's fr-FR writes it (whole numbers without Intl). */
export function formatNumber(value: number): string {
  return formatWholeNumber(value);
}

/** "0,4", "5", "12,5": a figure with one decimal at most. */
export function formatUpToOneDecimal(value: number): string {
  return upToOneDecimalFormat().format(value);
}

/** "1 minute", "12 minutes" */
export function formatMinutes(minutes: number): string {
  return `${formatNumber(minutes)} minute${Math.abs(minutes) > 1 ? 's' : ''}`;
}

/** "1,4 Mo/min": what a minute of a rendition costs, with the French decimal comma. */
export function formatMegabytesPerMinute(megabytes: number): string {
  return `${oneDecimalFormat().format(megabytes)} Mo/min`;
}

/** "12 min": a video's length, rounded to the minute; under a minute, in seconds ("45 s"). */
export function formatDurationMinutes(seconds: number): string {
  if (seconds > 0 && seconds < 59.5) return `${Math.max(1, Math.round(seconds))} s`;
  return `${formatNumber(Math.max(1, Math.round(seconds / 60)))} min`;
}

/** "1:05", "1:02:09": a playback clock. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** "12,3 Mo", "0,4 Mo", "850 Ko": a file's size (1 Mo = 1 048 576 octets, as the server's upload cap counts). */
export function formatFileSize(bytes: number): string {
  if (bytes < BYTES_PER_MEGABYTE / 10) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} Ko`;
  return `${oneDecimalFormat().format(bytes / BYTES_PER_MEGABYTE)} Mo`;
}

/** "1,2 Mo/s", "350 Ko/s": a transfer speed. */
export function formatTransferSpeed(bytesPerSecond: number): string {
  return `${formatFileSize(bytesPerSecond)}/s`;
}

/** "35 s restantes", "1 s restante", "environ 2 min restantes": the time an upload still needs. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} s restante${s > 1 ? 's' : ''}`;
  const minutes = Math.round(s / 60);
  return `environ ${formatNumber(minutes)} min restante${minutes > 1 ? 's' : ''}`;
}

/**
 * "à l'instant", "il y a 5 min", "il y a 3 h", "hier", "il y a 4 jours", then the date ("21 novembre 2025"): how long
 * ago something happened, as a list of recent events says it. A time ahead of `now` (a clock a little off) is "à
 * l'instant".
 */
export function formatTimeAgo(value: Date | string | number, now: Date | number = Date.now()): string {
  const date = toDate(value);
  const minutes = Math.floor((toDate(now).getTime() - date.getTime()) / 60_000);
  if (Number.isNaN(minutes)) return formatDate(date);
  if (minutes < 1) return "à l'instant";
  if (minutes < 60) return `il y a ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `il y a ${hours} h`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'hier';
  if (days < 7) return `il y a ${days} jours`;
  return formatDate(date);
}

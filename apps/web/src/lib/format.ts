import { currentLocale, formatWholeNumber, type Locale, localeTags } from '@kora/shared';
import { formatTexts as t } from './format-texts';

/**
 * Dates and numbers as the page's language writes them (viewer.md §9: dates are shown in French format; in English,
 * as en-GB does): '21 novembre 2025' / '21 November 2025', '1 234' / '1,234', '1,4 Mo' / '1.4 MB'.
 */

/** An Intl formatter per language, made on its first use (making one loads its locale's data: see formatWholeNumber). */
function perLocale<F>(make: (tag: string) => F): () => F {
  const made = new Map<Locale, F>();
  return () => {
    const locale = currentLocale();
    let format = made.get(locale);
    if (!format) made.set(locale, (format = make(localeTags[locale])));
    return format;
  };
}
const dateFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' }));
const dateTimeFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }));
const oneDecimalFormat = perLocale((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const upToOneDecimalFormat = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }));

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "21 novembre 2025", "21 November 2025": as Intl's long date, written out (no Intl: see formatWholeNumber). */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return dateFormat().format(date);
  return `${date.getDate()} ${t.months[date.getMonth()]} ${date.getFullYear()}`;
}

/** "21 nov. 2025, 14:05" */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat().format(toDate(value));
}

/** "1 234" with the French narrow no-break space, "1,234" in English, as Intl writes it (whole numbers without Intl). */
export function formatNumber(value: number): string {
  return formatWholeNumber(value);
}

/** "0,4", "5", "12,5": a figure with one decimal at most. */
export function formatUpToOneDecimal(value: number): string {
  return upToOneDecimalFormat().format(value);
}

/** "1 minute", "12 minutes" */
export function formatMinutes(minutes: number): string {
  return t.minutes(formatNumber(minutes), minutes);
}

/** "1,4 Mo/min": what a minute of a rendition costs, with the French decimal comma. */
export function formatMegabytesPerMinute(megabytes: number): string {
  return t.megabytesPerMinute(oneDecimalFormat().format(megabytes));
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
  if (bytes < BYTES_PER_MEGABYTE / 10) return t.kilobytes(formatNumber(Math.max(1, Math.round(bytes / 1024))));
  return t.megabytes(oneDecimalFormat().format(bytes / BYTES_PER_MEGABYTE));
}

/** "1,2 Mo/s", "350 Ko/s": a transfer speed. */
export function formatTransferSpeed(bytesPerSecond: number): string {
  return `${formatFileSize(bytesPerSecond)}/s`;
}

/** "35 s restantes", "1 s restante", "environ 2 min restantes": the time an upload still needs. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return t.secondsLeft(s);
  const minutes = Math.round(s / 60);
  return t.minutesLeft(formatNumber(minutes), minutes);
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
  if (minutes < 1) return t.justNow;
  if (minutes < 60) return t.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.hoursAgo(hours);
  const days = Math.floor(hours / 24);
  if (days === 1) return t.yesterday;
  if (days < 7) return t.daysAgo(days);
  return formatDate(date);
}

import { currentLocale, type Locale, localeTags } from '@kora/shared';
import { formatUpToOneDecimal } from '../../lib/format';
import { creatorDashboardTexts } from './creator-dashboard-texts';

/*
 * Formatting of the dashboard's figures and days, in the page's language. Here rather than in lib/format.ts: only
 * the dashboard's chunk needs it, and lib/format.ts is part of home's first load.
 */

/** A no-break space: "1,2 k" never breaks between the number and its unit. */
const NBSP = '\u00a0';

/** An Intl formatter of the language read now, made on its first use in that language (it loads the locale's data). */
export function perLocale<T>(make: (tag: string) => T): () => T {
  const made = new Map<Locale, T>();
  return () => {
    const locale = currentLocale();
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(localeTags[locale])));
    return value;
  };
}

const whole = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));

const UNITS = [
  { size: 1e9, name: 'billion' },
  { size: 1e6, name: 'million' },
  { size: 1e3, name: 'thousand' },
] as const;

/**
 * "950", "1,2 k", "12 k", "120 k", "1,5 M": a count at a glance. One decimal below ten of the unit,
 * none above; a figure that rounds up to a thousand of its unit moves to the next ("1 M", not "1 000 k").
 */
export function formatCompactNumber(value: number): string {
  const abs = Math.abs(value);
  const index = UNITS.findIndex((unit) => abs >= unit.size);
  const unit = UNITS[index];
  // Below a thousand: the figure itself (a scale's tick may carry a decimal).
  if (!unit) return abs < 10 && !Number.isInteger(value) ? formatUpToOneDecimal(value) : whole().format(value);
  const scaled = abs / unit.size;
  const decimals = scaled < 10 ? 1 : 0;
  const larger = UNITS[index - 1];
  if (larger && Math.round(scaled * 10 ** decimals) / 10 ** decimals >= 1000) return formatCompactNumber(Math.sign(value) * larger.size);
  return `${value < 0 ? '-' : ''}${decimals ? formatUpToOneDecimal(scaled) : whole().format(scaled)}${NBSP}${creatorDashboardTexts.units[unit.name]}`;
}

/** "12,5" hours, "3" hours: watch time to one decimal, with the French comma. */
export function formatHours(hours: number): string {
  return formatUpToOneDecimal(hours);
}

/** "0 vue", "1 vue", "1 234 vues" — or compact ("1,2 k vues") for a label that must stay short. */
export function formatViews(views: number, compact = false): string {
  return creatorDashboardTexts.views(compact ? formatCompactNumber(views) : whole().format(views), views);
}

/** "2,5 h" of watch time. */
export function formatWatchHours(hours: number): string {
  return `${formatHours(hours)}${NBSP}h`;
}

/** How a watch-time chart reads: its values and axis in hours, or in minutes when no day reaches an hour. */
export interface WatchTimeScale {
  unit: 'h' | 'min';
  /** The chart's values, in that unit. */
  values: number[];
  /** A value in full ("2,5 h", "12 min"), and an axis tick ("0,5 h", "10 min"). */
  format: (value: number) => string;
}

/** Picks hours or minutes for daily watch hours, so the axis never reads « 0,1 / 0 / 0 / 0 ». */
export function watchTimeScale(hours: readonly number[]): WatchTimeScale {
  if (Math.max(0, ...hours) >= 1) return { unit: 'h', values: [...hours], format: formatWatchHours };
  return { unit: 'min', values: hours.map((h) => Math.round(h * 60)), format: (minutes) => `${whole().format(minutes)}${NBSP}min` };
}

/** A chart's day (YYYY-MM-DD, a UTC day) as a Date at its UTC midnight. */
function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

const shortDay = perLocale((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const longDay = perLocale((tag) => new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }));

/** "3 nov.": a chart's axis label. */
export function formatDayShort(day: string): string {
  return shortDay().format(dayDate(day));
}

/** "mardi 3 novembre": the day a chart's value belongs to, in full. */
export function formatDayLong(day: string): string {
  return longDay().format(dayDate(day));
}

import { currentLocale } from './i18n/catalogue.js';
import { type Locale, localeTags } from './i18n/locale.js';

/** What groups thousands in each language, as Intl writes it: fr-FR's narrow no-break space U+202F, en-GB's comma. */
const THOUSANDS: Record<Locale, string> = { fr: '\u202f', en: ',' };

/**
 * Whole numbers as Intl writes them in the language read now ('1 234 567' in French, '1,234,567' in English,
 * '-' before a negative), without Intl: the first Intl formatter a page makes loads the locale's data, 15–20 ms on
 * this machine and four times that on a cheap phone, in the middle of the page's first render. Anything but a
 * safe integer (or -0) goes to Intl.
 */
export function formatWholeNumber(value: number, locale: Locale = currentLocale()): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return wholeNumberFormat(locale).format(value);
  const digits = String(Math.abs(value));
  const grouped = digits.length > 3 ? digits.replace(/\B(?=(\d{3})+$)/g, THOUSANDS[locale]) : digits;
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * A value made on its first use, then kept: making an Intl formatter loads its locale data, tens of
 * milliseconds on a cheap phone, which the pages that never use it (most use one or two) do not pay
 * while they start.
 */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const wholeNumberFormats = new Map<Locale, Intl.NumberFormat>();
function wholeNumberFormat(locale: Locale): Intl.NumberFormat {
  let format = wholeNumberFormats.get(locale);
  if (!format) wholeNumberFormats.set(locale, (format = new Intl.NumberFormat(localeTags[locale])));
  return format;
}

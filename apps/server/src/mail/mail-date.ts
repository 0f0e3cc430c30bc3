import { currentLocale, type Locale, localeTags } from '@kora/shared';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A day as the reader's language writes it: « 6 décembre 2026 », "6 December 2026" (UTC, the zone of Dakar and Abidjan). */
export function mailDate(at: Date): string {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(localeTags[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format.format(at);
}

import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE, localeOfCookieHeader, localeOfTag } from '@kora/shared/locale';

/*
 * The language of this page: the person's choice kept on this device (a cookie the server reads too, so its answers
 * speak the same language; signing out keeps it), else the browser's first language Kora speaks, else French. It is
 * read once as the page starts; choosing another reloads the page, which then loads that language's texts alone.
 */

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The language chosen on this device, if any. */
export function deviceLocale(): Locale | undefined {
  return typeof document === 'undefined' ? undefined : localeOfCookieHeader(document.cookie);
}

/** The browser's first language that Kora speaks. */
export function browserLocale(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Locale {
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

let chosen: Locale | undefined;

/** The language this page speaks (fixed once the page has started). */
export function pageLocale(): Locale {
  return (chosen ??= deviceLocale() ?? browserLocale());
}

/** Keeps `locale` as this device's choice (the server reads it with every request). */
export function keepOnDevice(locale: Locale): void {
  if (!isLocale(locale)) return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

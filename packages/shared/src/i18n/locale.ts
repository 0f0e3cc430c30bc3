/*
 * The languages Kora speaks: French, the interface's language (live-creators-admin.md §1), and English, for the
 * anglophone neighbours (Cameroon's North-West and South-West, Ghana, Nigeria). Which one a person reads: their choice
 * (on the account, and on the device before sign-in), else their browser's, else French.
 */

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** The cookie (and the device's storage key) that carries a person's choice of language; readable by the page. */
export const LOCALE_COOKIE = 'kora_lang';

/** Each language's name in itself: a person who cannot read the current one still finds theirs. */
export const localeNames: Record<Locale, string> = { fr: 'Français', en: 'English' };

/** The BCP 47 tag Intl formats with (dates, numbers): French as written in Dakar and Abidjan, English as in Accra and Lagos. */
export const localeTags: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a tag such as `en-NG` or `fr` names, when Kora speaks it. */
export function localeOfTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/**
 * The language an `Accept-Language` header prefers among Kora's (RFC 9110 §12.5.4: by weight, then by order);
 * French when it names none of them, or has none.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; weight: number } | undefined;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...parameters] = part.split(';');
    const q = parameters.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    const locale = localeOfTag(tag);
    if (locale && weight > 0 && (!best || weight > best.weight)) best = { locale, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The language named by a `Cookie` header's {@link LOCALE_COOKIE}, when it names one Kora speaks. */
export function localeOfCookieHeader(cookie: string | undefined | null): Locale | undefined {
  const match = cookie ? new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookie) : null;
  return match && isLocale(match[1]) ? match[1] : undefined;
}

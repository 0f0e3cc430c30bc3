import { apiPaths, type Locale } from '@kora/shared';
import { keepOnDevice, pageLocale } from '../../i18n/page-locale';
import { api } from '../../lib/api';

/**
 * Switches Kora to `locale`: kept on this device at once, on the account when someone is signed in (their other
 * devices and their mails follow it), then the page starts again in that language (it loads only one language's texts).
 */
export async function chooseLanguage(locale: Locale, signedIn: boolean): Promise<void> {
  if (signedIn) await api('put', apiPaths.userLocale, { body: { locale } });
  keepOnDevice(locale);
  if (locale !== pageLocale()) window.location.reload();
}

/**
 * The account's language, when it differs from this page's (chosen on another device): this device adopts it and
 * starts again in it. Answers whether the page is about to reload.
 */
export function followAccountLanguage(accountLocale: Locale | null): boolean {
  if (!accountLocale || accountLocale === pageLocale()) return false;
  keepOnDevice(accountLocale);
  window.location.reload();
  return true;
}

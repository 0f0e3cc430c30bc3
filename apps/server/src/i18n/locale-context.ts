import { AsyncLocalStorage } from 'node:async_hooks';
import { currentLocale, DEFAULT_LOCALE, type Locale, setLocaleSource } from '@kora/shared';
import { installServerTranslations } from './install.js';

// Whatever part of the server runs (an API instance, a worker alone), it speaks every language, each caller's own.
installServerTranslations();
const current = new AsyncLocalStorage<Locale>();
setLocaleSource(() => current.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` (and what it awaits) with the catalogues answering in `locale`: a request's, a mail's recipient's. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return current.run(locale, work);
}

/** Runs `work` in a person's language: their choice on the account, else the language of the moment (the request's), else French. */
export function inLanguageOf<T>(person: { locale?: Locale | null }, work: () => T): T {
  return inLocale(person.locale ?? currentLocale(), work);
}

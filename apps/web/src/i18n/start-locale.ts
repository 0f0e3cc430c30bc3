import { localeTags, setLocaleSource } from '@kora/shared';
import { uiTexts } from '../components/ui/ui-texts';
import { pageLocale } from './page-locale';

/**
 * Makes every catalogue answer in the page's language, and loads that language's texts when it is not French (the
 * French ones are the code's own): awaited before the first render, so no text changes language under the reader.
 */
export async function startLocale(): Promise<void> {
  const locale = pageLocale();
  document.documentElement.lang = localeTags[locale].slice(0, 2);
  setLocaleSource(pageLocale);
  if (locale === 'en') (await import('./english')).installEnglish();
  // index.html's skeleton (shown until the first render) is written in French: it says « Loading » in English.
  document.querySelector('#root > .page-skeleton')?.setAttribute('aria-label', uiTexts.loading);
}

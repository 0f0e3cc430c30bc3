import { installTranslations } from '@kora/shared';
import { englishShared } from '@kora/shared/i18n/en';
import { englishWeb } from './en';

/** The English texts, shared and the page's own: a chunk only an English page downloads. */
export function installEnglish(): void {
  installTranslations('en', [...englishShared, ...englishWeb]);
}

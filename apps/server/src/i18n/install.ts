import { installTranslations } from '@kora/shared';
import { englishShared } from '@kora/shared/i18n/en';
import { englishServer } from './english.js';

/** The server speaks every language at once: each request reads the catalogues in its caller's. */
export function installServerTranslations(): void {
  installTranslations('en', [...englishShared, ...englishServer]);
}

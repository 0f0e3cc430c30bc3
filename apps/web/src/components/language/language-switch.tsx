import { type Locale, localeNames } from '@kora/shared';
import { pageLocale } from '../../i18n/page-locale';
import { chooseLanguage } from './choose-language';
import { languageTexts } from './language-texts';
import './language.css';

/** Before sign-in: one tap reads Kora in the other language, named in itself (« English » on a French page). */
export function LanguageSwitch() {
  const other: Locale = pageLocale() === 'fr' ? 'en' : 'fr';
  return (
    <button type="button" className="language-switch" lang={other} title={languageTexts.legend} onClick={() => void chooseLanguage(other, false)}>
      {localeNames[other]}
    </button>
  );
}

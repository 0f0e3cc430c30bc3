import { LOCALES, type Locale, localeNames } from '@kora/shared';
import { useState } from 'react';
import { pageLocale } from '../../i18n/page-locale';
import { ChoiceGroup } from '../ui/choice-controls';
import { chooseLanguage } from './choose-language';
import { languageTexts } from './language-texts';
import './language.css';

const choices = LOCALES.map((locale) => ({ value: locale, label: localeNames[locale] }));

/** Français / English, each written in itself; saved on the account when `signedIn`, on the device always. */
export function LanguageChoice({ signedIn }: { signedIn: boolean }) {
  const [value, setValue] = useState<Locale>(pageLocale);
  const [failed, setFailed] = useState(false);
  const choose = (locale: Locale) => {
    setValue(locale);
    setFailed(false);
    chooseLanguage(locale, signedIn).catch(() => {
      setValue(pageLocale());
      setFailed(true);
    });
  };
  return (
    <div className="language-choice">
      <ChoiceGroup legend={languageTexts.legend} name="language" value={value} choices={choices} onChange={choose} />
      <p className="language-choice__note">{languageTexts.description}</p>
      {failed && (
        <p className="field__error" role="alert">
          {languageTexts.saveFailed}
        </p>
      )}
    </div>
  );
}

import { translation } from '@kora/shared';
import { languageTexts } from '../../components/language/language-texts';

export const englishLanguage = [
  translation(languageTexts, {
    legend: 'Language',
    description: 'Kora is shown in this language. When you are signed in, your choice follows you on all your devices.',
    saveFailed: 'The language could not be saved. Please try again.',
  }),
];

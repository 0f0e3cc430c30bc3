import { defineMessages } from '@kora/shared';

/** The language choice's own words (each language's name is written in itself: localeNames). */
export const languageTexts = defineMessages('languageTexts', {
  legend: 'Langue',
  description: 'Kora s’affiche dans cette langue. Connecté, votre choix vous suit sur tous vos appareils.',
  saveFailed: 'Impossible d’enregistrer la langue. Réessayez.',
});

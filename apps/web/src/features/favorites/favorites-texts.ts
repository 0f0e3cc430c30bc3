import { defineMessages } from '@kora/shared';

/** The favourite toggle of a video page (its toasts are the shared toastMessages). */
export const favoritesTexts = defineMessages('favoritesTexts', {
  add: 'Ajouter aux favoris',
  remove: 'Retirer des favoris',
} as const);

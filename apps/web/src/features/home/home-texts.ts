import { defineMessages } from '@kora/shared';

/** Home's own words: the hero's greeting and the empty « Ma liste » (the rows' titles are catalogueMessages). */
export const homeTexts = defineMessages('homeTexts', {
  greeting: (name: string) => `Bonjour ${name}, que regardons-nous aujourd'hui ?`,
  intro: "Films, séries, directs et créateurs d'ici : tout Kora au même endroit.",
  emptyListTitle: 'Votre liste est vide',
  emptyListHint: 'Touchez « Ajouter aux favoris » sur une vidéo pour la retrouver ici.',
} as const);

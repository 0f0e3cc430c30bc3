import { defineMessages } from '@kora/shared';

/** /watch, the watching profile's history (its own chunk). */
export const videosHistoryTexts = defineMessages('videosHistoryTexts', {
  title: 'Historique',
  nothingStarted: 'Rien en cours',
  nothingStartedHint: 'Une vidéo commencée vient ici : vous la reprendrez où vous l’avez laissée.',
  watched: 'Déjà vus',
  nothingWatched: 'Rien de vu jusqu’au bout',
  nothingWatchedHint: 'Les vidéos regardées jusqu’à la fin viennent ici.',
} as const);

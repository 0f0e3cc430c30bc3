import { defineMessages } from '@kora/shared';
import { formatNumber } from '../../lib/format';

/**
 * The catalogue's rows, cards and search results (home carries them: keep it to those). The video page's words are
 * in watch-texts.ts, the history's in pages/history-texts.ts.
 */
export const videosTexts = defineMessages('videosTexts', {
  count: (count: number) => `${formatNumber(count)} vidéo${count > 1 ? 's' : ''}`,
  rowFailed: 'Impossible de charger ces vidéos.',
  scrollLeft: 'Défiler à gauche',
  scrollRight: 'Défiler à droite',
  /** A playable card's link: 'Lire {title}'. */
  play: (title: string) => `Lire ${title}`,
  /** Read after a card's category and length (for a screen reader): how far it was watched. */
  watchedPercent: (percent: number) => `regardée à ${percent} %`,
  resultsFor: (query: string) => `Résultats pour « ${query} »`,
  searchFailed: "La recherche n'a pas abouti",
  checkConnection: 'Vérifiez votre connexion puis réessayez.',
  noResultsHint: 'Essayez un autre titre ou une autre catégorie.',
  /** A result's line found in its subtitles: when it is said ('à 1:23'), and the link's whole name. */
  spokenAt: (clock: string) => `à ${clock}`,
  spokenLine: (quote: string, time: string, title: string) => `${quote} ${time}, dans « ${title} »`,
} as const);

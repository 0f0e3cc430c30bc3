import { defineMessages } from '@kora/shared';

/** The banner offered when a new version of the app waits (a catalogue of its own: it loads with every page). */
export const updateBannerTexts = defineMessages('downloadsUpdateBannerTexts', {
  newVersion: 'Nouvelle version disponible',
  reload: 'Recharger',
} as const);

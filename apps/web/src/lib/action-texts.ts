import { defineMessages } from '@kora/shared';

/** What a failed action in the live and admin areas says besides its own title. */
export const actionTexts = defineMessages('actionTexts', {
  reconnecting: 'Reconnexion en cours…',
  retrySoon: 'Réessayez dans un instant.',
});

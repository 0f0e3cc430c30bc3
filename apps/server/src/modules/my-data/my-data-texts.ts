import { defineMessages } from '@kora/shared';

/** What the archive says of itself, in its owner's language. */
export const myDataTexts = defineMessages('myDataTexts', {
  archiveAbout:
    'Vos données chez Kora : votre compte, vos profils, ce que vous avez regardé, vos messages, vos paiements et, si vous êtes créateur, vos vidéos et vos revenus. Chaque section reprend les lignes de la base telles quelles.',
});

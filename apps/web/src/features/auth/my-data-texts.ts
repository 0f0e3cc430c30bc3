import { defineMessages } from '@kora/shared';

/** /settings « Mes données »: the archive of my data, and my account's deletion. */
export const authMyDataTexts = defineMessages('authMyDataTexts', {
  exportTitle: 'Télécharger mes données',
  exportIntro: (days: number) =>
    `Une archive (JSON) de votre compte, de vos profils, de ce que vous avez regardé, de vos messages, de vos paiements et, si vous êtes créateur, de vos vidéos et de vos revenus. Elle est prête en quelques minutes, un lien vous est aussi envoyé par e-mail, et elle reste disponible ${days} jours.`,
  exportRequested: 'Archive demandée',
  preparing: 'Archive en préparation…',
  download: (kilobytes: number) => `Télécharger (${kilobytes} Ko)`,
  until: (date: string) => `jusqu’au ${date}`,
  failed: 'La préparation de l’archive a échoué : demandez-en une nouvelle.',
  prepareNew: 'Préparer une nouvelle archive',
  prepare: 'Préparer mon archive',
  deletionTitle: 'Supprimer mon compte',
  deletionNote: (days: number) =>
    `Votre compte est supprimé ${days} jours après votre demande. Vos appareils sont déconnectés aussitôt ; reconnectez-vous avant la date pour annuler. Vos paiements restent dans notre comptabilité, sans votre nom ni votre e-mail, et vos messages de chat s’affichent « Compte supprimé ».`,
  deleteVideos: 'Supprimer aussi mes vidéos (sinon elles sont retirées du catalogue)',
  deletionFailed: 'La demande n’a pas abouti',
} as const);

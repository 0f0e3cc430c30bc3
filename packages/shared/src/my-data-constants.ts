import { defineMessages } from './i18n/catalogue.js';

/*
 * The right to leave's words and limits, apart from its schemas (schemas/my-data.ts): the landing page says a deletion's
 * date with them, and importing the schemas' module would bring zod to it (about 25 KB gzipped).
 */

/** The right to leave: an archive of one's data, and the deletion of one's account after a grace period. */
export const myDataLimits = { exportDays: 7, exportsPerDay: 3, deletionGraceDays: 7 } as const;

export const myDataMessages = defineMessages('myDataMessages', {
  exportStarted: 'Votre archive est en préparation : un lien vous sera envoyé par e-mail dès qu’elle sera prête.',
  exportPending: 'Une archive est déjà en préparation.',
  exportsPerDay: 'Trois archives par jour au plus : réessayez demain.',
  exportGone: 'Cette archive a expiré ou n’existe pas : demandez-en une nouvelle.',
  passwordRequired: 'Entrez votre mot de passe pour confirmer',
  passwordWrong: 'Le mot de passe est incorrect',
  deletionRequested: (date: string) => `Votre compte sera supprimé le ${date}. Reconnectez-vous avant cette date pour annuler.`,
  deletionCancelled: 'La suppression de votre compte est annulée.',
  nothingToCancel: 'Aucune suppression de compte en attente.',
  accountNotFound: 'Compte introuvable',
  adminsCannot: 'Un administrateur ne supprime pas son compte ici : demandez à un autre administrateur de lui retirer ce rôle d’abord.',
  loginCancelledDeletion: 'Connexion réussie : la suppression de votre compte est annulée.',
} as const);

/** The landing page's parameter, just after a deletion request: the date it takes effect (ISO), said there. */
export const DELETION_NOTICE_PARAM = 'suppression';

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;

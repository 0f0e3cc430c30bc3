import { defineMessages, type LiveStream } from '@kora/shared';

/** 'Gestion des lives': each live's state, creation, deletion and their toasts. */
export const adminLivesTexts = defineMessages('adminLivesTexts', {
  title: 'Gestion des lives',
  newLive: 'Nouveau live',
  empty: 'Aucun live pour le moment.',
  statuses: { pending: 'En attente', approved: 'Approuvé', rejected: 'Rejeté' } satisfies Record<LiveStream['status'], string>,
  phases: { scheduled: 'Pas commencé', live: 'En direct', ended: 'Terminé' } satisfies Record<LiveStream['phase'], string>,
  createdOn: (date: string) => `Créé le ${date}`,
  deleteName: (title: string) => `Supprimer ${title}`,
  createdTitle: 'Live créé',
  createdDescription: (title: string) => `« ${title} » est approuvé et peut être démarré.`,
  deletedTitle: 'Live supprimé',
  deletedDescription: (title: string) => `« ${title} » a été supprimé.`,
  confirmTitle: 'Supprimer le live ?',
  confirmBody: (title: string) => `« ${title} » sera supprimé définitivement, avec son historique de diffusion.`,
});

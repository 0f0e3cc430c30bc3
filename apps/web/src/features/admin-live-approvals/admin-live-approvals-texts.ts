import { defineMessages } from '@kora/shared';

/** 'Autorisations de lives': the pending lives, the decision's toasts and the rejection dialog. */
export const adminLiveApprovalsTexts = defineMessages('adminLiveApprovalsTexts', {
  title: 'Autorisations de lives',
  empty: "Aucun live en attente d'approbation.",
  requestedOn: (date: string) => `Demandé le ${date}`,
  scheduledFor: (date: string) => `Prévu le ${date}`,
  approvedTitle: 'Live approuvé',
  approvedDescription: (title: string) => `« ${title} » peut maintenant être démarré par son créateur.`,
  rejectedTitle: 'Live rejeté',
  rejectedDescription: (title: string) => `« ${title} » ne sera pas diffusé.`,
  rejectTitle: 'Rejeter le live',
  rejectBody: (title: string) => `« ${title} » ne pourra pas être diffusé. Le créateur verra la raison.`,
});

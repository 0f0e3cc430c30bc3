import { defineMessages } from '@kora/shared';

/** 'Paiements créateurs': each payout's facts, the decision's toasts and the refusal dialog. */
export const adminPayoutsTexts = defineMessages('adminPayoutsTexts', {
  title: 'Paiements créateurs',
  empty: 'Aucun versement demandé pour le moment.',
  requestedOn: (date: string) => `Demandé le ${date}`,
  refusalReason: (reason: string) => `Raison du refus : ${reason}`,
  refuse: 'Refuser',
  to: 'Vers',
  available: 'Solde disponible du créateur',
  transferRef: 'Référence du transfert',
  settledOn: 'Réglé le',
  approvedTitle: 'Versement approuvé',
  approvedDescription: (amount: string, creator: string) => `${amount} part vers ${creator}.`,
  approveFailed: "Impossible d'approuver le versement",
  refusedTitle: 'Versement refusé',
  refusedDescription: (amount: string, creator: string) => `${amount} reviennent au solde de ${creator}.`,
  refuseFailed: 'Impossible de refuser le versement',
  refuseTitle: 'Refuser le versement',
  reasonLabel: 'Raison du refus',
  refuseBody: (amount: string, creator: string) => `${amount} reviendront au solde de ${creator}, qui verra la raison.`,
});

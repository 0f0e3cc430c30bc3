import { translation } from '@kora/shared';
import { adminPayoutsTexts } from '../../features/admin-payouts/admin-payouts-texts';

export const englishAdminPayouts = [
  translation(adminPayoutsTexts, {
    title: 'Creator payouts',
    empty: 'No payouts requested yet.',
    requestedOn: (date) => `Requested ${date}`,
    refusalReason: (reason) => `Reason for refusal: ${reason}`,
    refuse: 'Refuse',
    to: 'To',
    available: 'Creator’s available balance',
    transferRef: 'Transfer reference',
    settledOn: 'Settled on',
    approvedTitle: 'Payout approved',
    approvedDescription: (amount, creator) => `${amount} is on its way to ${creator}.`,
    approveFailed: 'Could not approve the payout',
    refusedTitle: 'Payout refused',
    refusedDescription: (amount, creator) => `${amount} goes back to ${creator}’s balance.`,
    refuseFailed: 'Could not refuse the payout',
    refuseTitle: 'Refuse the payout',
    reasonLabel: 'Reason for refusal',
    refuseBody: (amount, creator) => `${amount} will go back to the balance of ${creator}, who will see the reason.`,
  }),
];

import type { CreatorPayoutRow, SponsorshipRow } from '../../db/schema/index.js';
import type { Notify } from '../notifications/notify.js';

/** Why a transfer failed, as the creator reads it (the provider's code otherwise). */
const FAILED_TRANSFER = 'le transfert n’a pas abouti, le montant est de nouveau disponible.';

/**
 * What sponsoring tells creators, each once (keyed by the sponsorship or the payout and its outcome): a
 * sponsorship paid (the sponsor named only when they chose to be shown), a payout paid, refused or failed.
 */
export function sponsoringNotices(notify: Notify, firstNameOf: (userId: string) => Promise<string | undefined>) {
  return {
    async paid(row: SponsorshipRow) {
      const sponsorName = (row.showPublicly ? await firstNameOf(row.sponsorId) : undefined) ?? 'Un spectateur';
      const data = { amount: row.paidAmount ?? row.amount, currency: row.currency, sponsorName };
      await notify({ kind: 'sponsorship_received', data, key: `sponsorship:${row.id}`, to: { userId: row.creatorId } });
    },
    async settled(row: CreatorPayoutRow) {
      const money = { amount: row.amount, currency: row.currency };
      const to = { userId: row.creatorId };
      if (row.status === 'paid') await notify({ kind: 'payout_paid', data: money, key: `payout:${row.id}`, to });
      else if (row.status === 'refused' || row.status === 'failed') {
        const reason = row.status === 'refused' ? (row.reason ?? '') : FAILED_TRANSFER;
        await notify({ kind: 'payout_refused', data: { ...money, reason }, key: `payout:${row.id}`, to });
      }
    },
  };
}

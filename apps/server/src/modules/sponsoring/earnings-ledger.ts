import { platformShareOf } from '@kora/shared';
import type { CreatorPayoutRow, SponsorshipRow } from '../../db/schema/index.js';
import type { NewLedgerRow } from './sponsoring.repository.js';

/*
 * The movements each money event writes to `creator_ledger`, as pure functions: the services
 * append them in the transaction of the event, and the property test replays them. Signed minor units,
 * one currency per row; a row's (origin, kind, account) is unique, so writing an event twice writes it once.
 */

const DAY_MS = 86_400_000;

/** When a sponsorship paid at `paidAt` may be paid out: after its hold against chargebacks. */
export const availableAtOf = (paidAt: Date, holdDays: number): Date => new Date(paidAt.getTime() + holdDays * DAY_MS);

type Sponsorship = Pick<SponsorshipRow, 'id' | 'creatorId' | 'currency'>;
type Payout = Pick<CreatorPayoutRow, 'id' | 'creatorId' | 'currency' | 'amount'>;

/** A sponsorship paid: the gross amount the provider reported, then Kora's share taken from it, both held until `availableAt`. */
export function sponsorshipPaidRows(s: Sponsorship, gross: number, shareBps: number, availableAt: Date, cause: string): NewLedgerRow[] {
  const share = platformShareOf(gross, shareBps);
  const base = { creatorId: s.creatorId, currency: s.currency, account: 'balance' as const, sponsorshipId: s.id, availableAt, cause };
  const rows: NewLedgerRow[] = [{ ...base, kind: 'sponsorship', amount: gross }];
  if (share > 0) rows.push({ ...base, kind: 'platform_share', amount: -share });
  return rows;
}

/** A paid sponsorship refunded (or charged back): the creator's net part leaves the balance, in the same hold as it came. */
export function sponsorshipRefundRows(s: Sponsorship, gross: number, shareBps: number, availableAt: Date, cause: string): NewLedgerRow[] {
  const net = gross - platformShareOf(gross, shareBps);
  return [{ creatorId: s.creatorId, currency: s.currency, account: 'balance', kind: 'refund', amount: -net, sponsorshipId: s.id, availableAt, cause }];
}

const payoutRow = (p: Payout, at: Date, cause: string) => ({ creatorId: p.creatorId, currency: p.currency, payoutId: p.id, availableAt: at, cause });

/** A payout asked: the amount leaves the balance for in_transit (it cannot be asked twice). */
export function payoutRequestedRows(p: Payout, at: Date, cause: string): NewLedgerRow[] {
  return [
    { ...payoutRow(p, at, cause), account: 'balance', kind: 'payout_requested', amount: -p.amount },
    { ...payoutRow(p, at, cause), account: 'in_transit', kind: 'payout_requested', amount: p.amount },
  ];
}

/** The transfer reached the creator: the money leaves Kora. */
export function payoutPaidRows(p: Payout, at: Date, cause: string): NewLedgerRow[] {
  return [{ ...payoutRow(p, at, cause), account: 'in_transit', kind: 'payout_paid', amount: -p.amount }];
}

/** Refused by an admin, or the transfer failed: the money returns to the balance. */
export function payoutReturnedRows(p: Payout, at: Date, cause: string): NewLedgerRow[] {
  return [
    { ...payoutRow(p, at, cause), account: 'in_transit', kind: 'payout_returned', amount: -p.amount },
    { ...payoutRow(p, at, cause), account: 'balance', kind: 'payout_returned', amount: p.amount },
  ];
}

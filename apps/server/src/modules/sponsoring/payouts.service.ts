import {
  type AdminPayouts,
  type Currency,
  isValidPaymentCombination,
  normalizeMsisdn,
  paymentMessages,
  type PayoutRequestBody,
  type PayoutView,
  sponsorAmountToMinor,
  sponsorMessages,
} from '@kora/shared';
import type { Clock } from '../../clock.js';
import type { CreatorPayoutRow, UserRow } from '../../db/schema/index.js';
import type { InTransaction } from '../../db/transaction.js';
import { DomainError } from '../../errors.js';
import type { AdminActionsRepository, AdminActor } from '../audit/admin-actions.repository.js';
import type { PaymentGateway, TransferOutcome } from '../payments/payment-gateway.js';
import { payoutPaidRows, payoutRequestedRows, payoutReturnedRows } from './earnings-ledger.js';
import { isOpenPayoutConflict, type SponsoringRepository } from './sponsoring.repository.js';

export interface PayoutUnit {
  repo: SponsoringRepository;
  audit: AdminActionsRepository;
}

interface Deps {
  repo: SponsoringRepository;
  inTransaction: InTransaction<PayoutUnit>;
  gateway: Pick<PaymentGateway, 'transfer'>;
  clock: Clock;
  payoutMinimum: number;
  /** After the commit of a payout newly paid, refused or failed: its creator is told. */
  settled: (row: CreatorPayoutRow) => Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADMIN_LIST = 200;
const refused = (message: string, field: string) => new DomainError('bad_request', message, { fieldErrors: { [field]: message } });
const notFound = () => new DomainError('not_found', sponsorMessages.payoutNotFound);

export const payoutViewOf = (p: CreatorPayoutRow): PayoutView => ({
  id: p.id,
  amount: p.amount,
  currency: p.currency,
  method: p.method,
  country: p.country,
  phone: p.phone,
  status: p.status,
  reason: p.reason,
  requestedAt: p.createdAt.toISOString(),
  reviewedAt: p.reviewedAt?.toISOString() ?? null,
  settledAt: p.settledAt?.toISOString() ?? null,
});

/**
 * Creators' payouts: a creator asks for (part of) their available FCFA balance to a
 * mobile-money number; an admin approves (the transfer leaves through Hub2's transfers) or refuses.
 * The transfer's webhook, read back, settles it: paid, or failed and the money back in the balance.
 * Every step is a ledger movement written once; a payout approved twice sends one transfer.
 */
export function createPayoutsService({ repo, inTransaction, gateway, clock, payoutMinimum, settled }: Deps) {
  /** The transfer's outcome on a payout still on its way (locked by the caller's transaction). */
  async function settleLocked(tx: SponsoringRepository, payout: CreatorPayoutRow, outcome: TransferOutcome, cause: string): Promise<CreatorPayoutRow> {
    if (payout.status !== 'sending' && payout.status !== 'pending') return payout;
    const now = clock.now();
    const transferRef = payout.transferRef ?? outcome.ref;
    if (outcome.status === 'succeeded') {
      await tx.append(payoutPaidRows(payout, now, cause));
      return tx.updatePayout(payout.id, { status: 'paid', settledAt: now, transferRef });
    }
    if (outcome.status === 'failed') {
      await tx.append(payoutReturnedRows(payout, now, cause));
      return tx.updatePayout(payout.id, { status: 'failed', settledAt: now, transferRef, reason: outcome.reason ?? 'transfer_failed' });
    }
    return payout.status === 'sending' ? tx.updatePayout(payout.id, { status: 'pending', transferRef }) : payout;
  }

  async function decide(id: string, work: (tx: PayoutUnit, payout: CreatorPayoutRow) => Promise<CreatorPayoutRow>) {
    return inTransaction(async (unit) => {
      const payout = await unit.repo.findPayout(id, { forUpdate: true });
      if (!payout) throw notFound();
      if (payout.status !== 'requested') throw new DomainError('conflict', sponsorMessages.payoutNotRequested);
      return work(unit, payout);
    });
  }

  return {
    async request(creator: UserRow, body: Omit<PayoutRequestBody, 'currency'> & { currency: Currency }): Promise<PayoutView> {
      if (body.currency !== 'XOF' && body.currency !== 'XAF') throw refused(sponsorMessages.payoutCurrency, 'currency');
      if (!isValidPaymentCombination(body.method, body.currency, body.country)) throw refused(paymentMessages.invalidCombination, 'method');
      const msisdn = normalizeMsisdn(body.phone, body.country);
      if (!msisdn) throw refused(paymentMessages.phoneInvalid, 'phone');
      const read = sponsorAmountToMinor(body.amount, body.currency);
      if ('error' in read) throw refused(read.error, 'amount');
      if (read.amount < payoutMinimum) throw refused(sponsorMessages.payoutBelowMinimum, 'amount');
      const payout = await inTransaction(async ({ repo: tx }) => {
        await tx.lockCreator(creator.id);
        const available = (await tx.balances(creator.id, clock.now())).find((b) => b.currency === body.currency)?.available ?? 0;
        if (read.amount > available) throw new DomainError('conflict', sponsorMessages.payoutAboveBalance, { fieldErrors: { amount: sponsorMessages.payoutAboveBalance } });
        let row: CreatorPayoutRow;
        try {
          row = await tx.insertPayout({ creatorId: creator.id, amount: read.amount, currency: body.currency, method: body.method, country: body.country, phone: msisdn, createdAt: clock.now() });
        } catch (error) {
          if (isOpenPayoutConflict(error)) throw new DomainError('conflict', sponsorMessages.payoutPending);
          throw error;
        }
        await tx.append(payoutRequestedRows(row, clock.now(), 'creator:payout-request'));
        return row;
      });
      return payoutViewOf(payout);
    },

    /**
     * Approves a payout waiting for a decision: marked 'sending' (a second approval finds it taken),
     * then the transfer leaves with the payout's id as its reference (a provider that saw it already
     * answers the same transfer). The provider refusing it fails the payout (the money returns); the
     * provider not answering puts it back to 'requested' for another try.
     */
    async approve(actor: AdminActor, id: string, recipientName: (creatorId: string) => Promise<string>): Promise<PayoutView> {
      const taken = await decide(id, async ({ repo: tx, audit }, payout) => {
        const next = await tx.updatePayout(id, { status: 'sending', reviewedBy: actor.adminId, reviewedAt: clock.now() });
        await audit.record({ ...actor, action: 'payout.approve', targetType: 'payout', targetId: id, before: { status: payout.status }, after: { status: 'sending' }, details: { amount: payout.amount, currency: payout.currency } });
        return next;
      });
      let outcome: TransferOutcome;
      try {
        outcome = await gateway.transfer({
          reference: taken.id,
          amount: taken.amount,
          currency: taken.currency,
          method: taken.method,
          country: taken.country,
          msisdn: taken.phone,
          recipientName: await recipientName(taken.creatorId),
          description: 'Versement Kora',
        });
      } catch (error) {
        const refusedByProvider = error instanceof DomainError && error.code === 'bad_request';
        await inTransaction(async ({ repo: tx }) => {
          const payout = await tx.findPayout(id, { forUpdate: true });
          if (payout?.status !== 'sending') return;
          if (refusedByProvider) await settleLocked(tx, payout, { ref: '', reference: id, status: 'failed', amount: payout.amount, currency: payout.currency, reason: 'refused_by_provider' }, 'hub2:transfer-refused');
          else await tx.updatePayout(id, { status: 'requested', reviewedBy: null, reviewedAt: null });
        });
        throw error;
      }
      const settled = await inTransaction(async ({ repo: tx }) => {
        const payout = await tx.findPayout(id, { forUpdate: true });
        return payout ? settleLocked(tx, payout, outcome, 'hub2:transfer') : taken;
      });
      return payoutViewOf(settled);
    },

    async refuse(actor: AdminActor, id: string, reason: string): Promise<PayoutView> {
      const refusedRow = await decide(id, async ({ repo: tx, audit }, payout) => {
        await tx.append(payoutReturnedRows(payout, clock.now(), 'admin:payout-refuse'));
        await audit.record({ ...actor, action: 'payout.refuse', targetType: 'payout', targetId: id, before: { status: payout.status }, after: { status: 'refused' }, details: { reason } });
        return tx.updatePayout(id, { status: 'refused', reason, reviewedBy: actor.adminId, reviewedAt: clock.now(), settledAt: clock.now() });
      });
      await settled(refusedRow);
      return payoutViewOf(refusedRow);
    },

    /** A transfer's webhook, read back: settles the payout it names once; false when it names none of Kora's payouts. */
    async settleTransfer(outcome: TransferOutcome, cause: string): Promise<boolean> {
      if (!UUID.test(outcome.reference)) return false;
      const result = await inTransaction(async ({ repo: tx }) => {
        const payout = await tx.findPayout(outcome.reference, { forUpdate: true });
        if (!payout) return false;
        if (outcome.amount !== payout.amount || outcome.currency !== payout.currency) return true; // not this payout's transfer: nothing moves
        const after = await settleLocked(tx, payout, outcome, cause);
        return after.status !== payout.status && (after.status === 'paid' || after.status === 'failed') ? after : true;
      });
      if (typeof result === 'boolean') return result;
      await settled(result);
      return true;
    },

    async adminList(): Promise<AdminPayouts> {
      const rows = await repo.allPayouts(ADMIN_LIST);
      const now = clock.now();
      const available = new Map<string, number>();
      for (const creatorId of new Set(rows.map((r) => r.row.creatorId))) {
        for (const b of await repo.balances(creatorId, now)) available.set(`${creatorId}:${b.currency}`, b.available);
      }
      return {
        payouts: rows.map(({ row, firstName, lastName, email }) => ({
          ...payoutViewOf(row),
          creatorId: row.creatorId,
          creatorName: `${firstName} ${lastName}`.trim(),
          creatorEmail: email,
          available: available.get(`${row.creatorId}:${row.currency}`) ?? 0,
          transferRef: row.transferRef,
        })),
      };
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;

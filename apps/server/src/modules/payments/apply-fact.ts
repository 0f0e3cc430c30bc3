import type { PaymentLedgerRow, SubscriptionRow } from '../../db/schema/index.js';
import type { PaymentFact, PaymentFailed, PaymentSucceeded, SubscriptionChanged } from './payment-facts.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

export interface Applied {
  userId: string;
  /** The ledger line of a payment newly recorded as succeeded (its receipt is sent after the commit). */
  receipt?: PaymentLedgerRow;
  /** The ledger line of a payment newly recorded as failed (the payer is told after the commit). */
  failure?: PaymentLedgerRow;
}

type Repo = SubscriptionsRepository;

/** Whether a fact is older than the newest one applied (it may add a ledger line, never move the status back). */
const stale = (row: SubscriptionRow, fact: PaymentFact) => row.providerUpdatedAt !== null && fact.providerTime < row.providerUpdatedAt;
const newest = (row: SubscriptionRow, fact: PaymentFact) => (stale(row, fact) ? row.providerUpdatedAt : fact.providerTime);
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * One fact against its subscription, on the caller's transaction (the row locked first). Unknown
 * subscriptions are ignored (an event about something Kora did not open). Returns whose tier may have
 * changed, or undefined when nothing was written.
 */
export async function applyFact(repo: Repo, fact: PaymentFact): Promise<Applied | undefined> {
  const row = await repo.findByRef(fact.provider, fact.subscriptionRef, { forUpdate: true });
  if (!row) return undefined;
  switch (fact.kind) {
    case 'payment_succeeded':
      return succeeded(repo, row, fact);
    case 'payment_failed':
      return failed(repo, row, fact);
    case 'subscription_changed':
      return changed(repo, row, fact);
  }
}

/**
 * Money arrived. The line is written once (a second report of the same payment finds it there). The
 * subscription becomes active up to the paid period's end, whatever its state (the payer paid), unless
 * the money is not what Kora asked: then the line is kept (the money moved) and no tier is given.
 */
async function succeeded(repo: Repo, row: SubscriptionRow, fact: PaymentSucceeded): Promise<Applied> {
  const underpaid = fact.currency !== row.currency || fact.amount < row.amount;
  const line = await repo.appendLedger({
    userId: row.userId,
    subscriptionId: row.id,
    planId: row.planId,
    provider: fact.provider,
    providerRef: fact.paymentRef,
    status: 'succeeded',
    amount: fact.amount,
    currency: fact.currency,
    method: fact.method,
    periodStart: fact.periodStart,
    periodEnd: fact.periodEnd,
    failureReason: underpaid ? `Montant reçu ${fact.amount} ${fact.currency}, attendu ${row.amount} ${row.currency}` : null,
    cause: fact.cause,
  });
  if (underpaid) return { userId: row.userId };
  const periodEnd = later(row.currentPeriodEnd, fact.periodEnd);
  await repo.change(row, { status: 'active', currentPeriodEnd: periodEnd, pastDueSince: null, providerUpdatedAt: newest(row, fact) }, fact.cause);
  return line ? { userId: row.userId, receipt: line } : { userId: row.userId };
}

/** A payment failed: its line; a first payment fails the subscription, a renewal makes it past due. */
async function failed(repo: Repo, row: SubscriptionRow, fact: PaymentFailed): Promise<Applied | undefined> {
  const line = await repo.appendLedger({
    userId: row.userId,
    subscriptionId: row.id,
    planId: row.planId,
    provider: fact.provider,
    providerRef: fact.paymentRef,
    status: 'failed',
    amount: fact.amount,
    currency: fact.currency,
    method: fact.method,
    failureReason: fact.reason,
    cause: fact.cause,
  });
  const told = line ? { failure: line } : {};
  if (stale(row, fact)) return { userId: row.userId, ...told };
  if (row.status === 'incomplete' && !fact.renewal) {
    await repo.change(row, { status: 'failed', providerUpdatedAt: fact.providerTime }, fact.cause);
  } else if (row.status === 'active' && fact.renewal) {
    await repo.change(row, { status: 'past_due', pastDueSince: fact.providerTime, providerUpdatedAt: fact.providerTime }, fact.cause);
  }
  return { userId: row.userId, ...told };
}

/**
 * The provider's view of the subscription. An older view than the newest applied is ignored; a view
 * never brings a subscription back to 'incomplete', and says 'active' only for one that was paid.
 */
async function changed(repo: Repo, row: SubscriptionRow, fact: SubscriptionChanged): Promise<Applied | undefined> {
  if (stale(row, fact)) return undefined;
  let status = fact.status;
  if (status === 'incomplete' && row.status !== 'incomplete') status = row.status;
  if (status === 'active' && row.status !== 'active' && !(await repo.hasSucceededPayment(row.id))) status = row.status;
  await repo.change(
    row,
    {
      status,
      currentPeriodEnd: row.currentPeriodEnd ? later(row.currentPeriodEnd, fact.currentPeriodEnd) : row.currentPeriodEnd,
      // A stop dated the same second as this report (times are whole seconds) is not undone by it: the report may
      // be the provider's view from just before the payer stopped the renewal.
      cancelAtPeriodEnd: fact.cancelAtPeriodEnd || (row.cancelAtPeriodEnd && row.providerUpdatedAt?.getTime() === fact.providerTime.getTime()),
      pastDueSince: status === 'past_due' ? (row.pastDueSince ?? fact.providerTime) : null,
      providerUpdatedAt: fact.providerTime,
    },
    fact.cause,
  );
  return { userId: row.userId };
}

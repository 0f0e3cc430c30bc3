import {
  type Currency,
  type PaymentProvider,
  type Plan,
  paymentMessages,
  periodEndOf,
  type SubscriptionView,
} from '@kora/shared';
import type { BackgroundTasks } from '../../background.js';
import type { Notify } from '../notifications/notify.js';
import { paymentNotices } from './payment-notices.js';
import type { Clock } from '../../clock.js';
import type { PaymentLedgerRow, SubscriptionRow } from '../../db/schema/index.js';
import type { InTransaction } from '../../db/transaction.js';
import { DomainError } from '../../errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { PlansRepository } from '../plans/plans.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import { entitlementOf } from './entitlement-of.js';
import { applyFact } from './apply-fact.js';
import type { ApplyResult, PaymentFact, WebhookEventRef } from './payment-facts.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import { isPendingConflict } from './subscriptions.repository.js';

/** What a fact writes through, built on one transaction. */
export interface PaymentsUnit {
  subscriptions: SubscriptionsRepository;
  users: Pick<UsersRepository, 'findById' | 'update'>;
}

/** The plan sold, and its price in the currency asked (the server's, never the page's). */
export interface Quote {
  plan: Plan;
  currency: Currency;
  amount: number;
}

export interface OpenSubscription {
  userId: string;
  quote: Quote;
  provider: PaymentProvider;
  providerRef: string;
  /** A card subscription that renews; false for a pass or a mobile-money period. */
  renews: boolean;
  cause: string;
}

interface Deps {
  plans: Pick<PlansRepository, 'findById' | 'findDefaultPremium'>;
  subscriptions: SubscriptionsRepository;
  inTransaction: InTransaction<PaymentsUnit>;
  events: DomainEvents;
  background: BackgroundTasks;
  clock: Clock;
  graceDays: number;
  /** Sends the receipt of a succeeded payment (after the commit, in the background). */
  sendReceipt: (line: PaymentLedgerRow, planName: string) => Promise<void>;
  /** Tells payers (notifications: a receipt by SMS, a refusal, a pass about to end or ended). */
  notify: Notify;
}


const notFound = () => new DomainError('not_found', paymentMessages.subscriptionNotFound);

/**
 * The payments core: the one place where a provider's facts become subscription states,
 * ledger lines and the account's tier. Providers (the Stripe and Hub2 parts) open subscriptions
 * through `open` and report what happened through `apply`; nothing else grants a tier.
 */
export function createPaymentsCore({ plans, subscriptions, inTransaction, events, background, clock, graceDays, sendReceipt, notify }: Deps) {
  const planNames = new Map<string, string>();
  const planNameOf = async (planId: string) => {
    const known = planNames.get(planId);
    if (known) return known;
    const name = (await plans.findById(planId))?.name ?? '—';
    planNames.set(planId, name);
    return name;
  };
  const notices = paymentNotices(notify, planNameOf);

  /** Writes the account's tier from its subscriptions (only when payments gave or give one). */
  async function recompute(unit: PaymentsUnit, userId: string): Promise<boolean> {
    const user = await unit.users.findById(userId, { forUpdate: true });
    if (!user) return false;
    const best = entitlementOf(await unit.subscriptions.entitlingForUser(userId), clock.now(), graceDays);
    if (!best && user.subscriptionEndsAt === null) return false; // a tier set by hand, or free: not ours to change
    const next = best
      ? { subscriptionTier: best.tier, subscriptionStatus: best.status, subscriptionEndsAt: best.endsAt, subscriptionRenewsAt: best.renewsAt }
      : { subscriptionTier: 'free' as const, subscriptionStatus: 'inactive' as const, subscriptionEndsAt: null, subscriptionRenewsAt: null };
    const same =
      user.subscriptionTier === next.subscriptionTier &&
      user.subscriptionStatus === next.subscriptionStatus &&
      user.subscriptionEndsAt?.getTime() === next.subscriptionEndsAt?.getTime() &&
      user.subscriptionRenewsAt?.getTime() === next.subscriptionRenewsAt?.getTime();
    if (same) return false;
    await unit.users.update(userId, next);
    return true;
  }

  /** After a commit: the sessions of changed users are dropped everywhere, receipts leave, payers are told. */
  async function afterCommit(changedUsers: Iterable<string>, receipts: readonly PaymentLedgerRow[], failures: readonly PaymentLedgerRow[] = []) {
    for (const userId of new Set(changedUsers)) await events.publish('user.changed', { userId });
    // A webhook's answer waits for none of what tells the payer.
    for (const line of receipts) {
      background.run('payment-receipt', async () => sendReceipt(line, await planNameOf(line.planId)));
      background.run('payment-notice', () => notices.succeeded(line));
    }
    for (const line of failures) background.run('payment-notice', () => notices.failed(line));
  }

  const core = {
    clock,
    graceDays,

    /**
     * The plan (none named: the Premium monthly plan /subscribe sells) and its price in `currency`.
     * Refuses a plan that is inactive, not sold in the currency, or free; and a `givenAmount` (what
     * the page showed) that differs from the server's price.
     */
    async quote(planId: string | undefined, currency: Currency, givenAmount?: number): Promise<Quote> {
      const plan = planId ? await plans.findById(planId) : await plans.findDefaultPremium();
      // No such plan (or no Premium monthly plan at all, when none is named): not offered, for the caller (never a 5xx).
      if (!plan || !plan.isActive) throw new DomainError('not_found', paymentMessages.planUnavailable);
      const price = plan.prices.find((p) => p.currency === currency);
      if (!price) throw new DomainError('bad_request', paymentMessages.planNotSold);
      if (price.amount <= 0) throw new DomainError('bad_request', paymentMessages.freePlan);
      if (givenAmount !== undefined && givenAmount !== price.amount) throw new DomainError('amount_mismatch', paymentMessages.amountMismatch);
      return { plan, currency, amount: price.amount };
    },

    /** Records a subscription waiting for its first payment; 409 when a card one is already pending. */
    async open({ userId, quote, provider, providerRef, renews, cause }: OpenSubscription): Promise<SubscriptionRow> {
      try {
        return await subscriptions.insert(
          { userId, planId: quote.plan.id, provider, providerRef, renews, tier: quote.plan.tier, currency: quote.currency, amount: quote.amount },
          cause,
        );
      } catch (error) {
        if (isPendingConflict(error)) throw new DomainError('conflict', paymentMessages.pendingExists);
        throw error;
      }
    },

    /** The user's card subscription still waiting for its first payment, if any. */
    async pendingCardOf(userId: string): Promise<SubscriptionRow | undefined> {
      return (await subscriptions.listForUser(userId, 20)).find((row) => row.status === 'incomplete' && row.renews);
    },

    /** A subscription of this user (404 for anyone else's). */
    async ownedBy(subscriptionId: string, userId: string): Promise<SubscriptionRow> {
      const row = await subscriptions.findById(subscriptionId);
      if (!row || row.userId !== userId) throw notFound();
      return row;
    },

    findByRef: (provider: PaymentProvider, providerRef: string) => subscriptions.findByRef(provider, providerRef),

    /** The renewing subscription a cancellation stops (active or past due, not already stopping). */
    async renewingOf(userId: string): Promise<SubscriptionRow | undefined> {
      return (await subscriptions.listForUser(userId)).find((row) => row.renews && !row.cancelAtPeriodEnd && (row.status === 'active' || row.status === 'past_due'));
    },

    async view(row: SubscriptionRow): Promise<SubscriptionView> {
      const plan = await plans.findById(row.planId);
      return {
        id: row.id,
        planId: row.planId,
        planName: plan?.name ?? '—',
        kind: plan?.kind ?? (row.renews ? 'subscription' : 'pass'),
        tier: row.tier,
        provider: row.provider,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        renews: row.renews,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    },

    async listFor(userId: string): Promise<SubscriptionView[]> {
      return Promise.all((await subscriptions.listForUser(userId)).map((row) => core.view(row)));
    },

    /**
     * The period a one-off purchase (a pass, a mobile-money month) pays for, starting now or, when the
     * account already has a running one-off purchase of the same tier, at its end (a second Pass Jour
     * bought in the evening adds a day). `forSubscriptionId`, the purchase being paid, never stacks on
     * itself (a webhook and a poll reporting the same payment one after the other compute one period).
     */
    async oneOffPeriod(userId: string, tier: string, interval: Plan['interval'], forSubscriptionId?: string): Promise<{ start: Date; end: Date }> {
      const now = clock.now();
      const running = (await subscriptions.entitlingForUser(userId))
        .filter((row) => row.id !== forSubscriptionId && !row.renews && row.status === 'active' && row.tier === tier && row.currentPeriodEnd && row.currentPeriodEnd > now)
        .map((row) => row.currentPeriodEnd as Date);
      const start = running.length ? new Date(Math.max(...running.map((d) => d.getTime()))) : now;
      return { start, end: periodEndOf(interval, start) };
    },

    /**
     * Applies a provider's facts in one transaction. With `event`, the event is recorded as processed
     * in the same transaction: delivered twice, its effect happens once ('duplicate').
     */
    async apply(facts: readonly PaymentFact[], event?: WebhookEventRef): Promise<ApplyResult> {
      const outcome = await inTransaction(async (unit) => {
        if (event && !(await unit.subscriptions.markEventProcessed(event.provider, event.eventId, event.type))) return undefined;
        const users = new Set<string>();
        const receipts: PaymentLedgerRow[] = [];
        const failures: PaymentLedgerRow[] = [];
        for (const fact of facts) {
          const applied = await applyFact(unit.subscriptions, fact);
          if (!applied) continue;
          if (applied.receipt) receipts.push(applied.receipt);
          if (applied.failure) failures.push(applied.failure);
          if (await recompute(unit, applied.userId)) users.add(applied.userId);
        }
        return { users, receipts, failures };
      });
      if (!outcome) return 'duplicate';
      await afterCommit(outcome.users, outcome.receipts, outcome.failures);
      return 'applied';
    },

    /** The payer stops renewal (the provider was told first); the tier holds until the period ends. */
    async markCancelled(row: SubscriptionRow, cause: string): Promise<SubscriptionRow> {
      const { updated, changed } = await inTransaction(async (unit) => {
        const locked = await unit.subscriptions.findById(row.id, { forUpdate: true });
        if (!locked) throw notFound();
        // Dated like the provider's events (real time, whole seconds): a report the provider made before
        // the stop, arriving late, cannot start the renewal again.
        const toldAt = new Date(Math.floor(Date.now() / 1000) * 1000);
        const providerUpdatedAt = locked.providerUpdatedAt && locked.providerUpdatedAt > toldAt ? locked.providerUpdatedAt : toldAt;
        const next = await unit.subscriptions.change(locked, { cancelAtPeriodEnd: true, providerUpdatedAt }, cause);
        return { updated: next, changed: await recompute(unit, locked.userId) };
      });
      await afterCommit(changed ? [row.userId] : [], []);
      return updated;
    },

    /** /subscribe's back button: a subscription still waiting for its first payment is given up. */
    async discard(subscriptionId: string, userId: string): Promise<SubscriptionRow> {
      return inTransaction(async (unit) => {
        const row = await unit.subscriptions.findById(subscriptionId, { forUpdate: true });
        if (!row || row.userId !== userId) throw notFound();
        if (row.status !== 'incomplete') return row;
        return unit.subscriptions.change(row, { status: 'failed' }, 'user:discard');
      });
    },

    /**
     * Writes down what the clock already enforces (`entitledUser`): passes and stopped subscriptions
     * past their end, past-due ones past their grace, become 'expired', and their accounts fall back.
     */
    async expireLapsed(): Promise<number> {
      const { count, users, ended } = await inTransaction(async (unit) => {
        const now = clock.now();
        const lapsed = await unit.subscriptions.lapsed(now, graceDays);
        const touched = new Set<string>();
        for (const row of lapsed) {
          await unit.subscriptions.change(row, { status: 'expired' }, row.status === 'past_due' ? 'clock:grace_end' : 'clock:period_end');
          touched.add(row.userId);
        }
        const changed = new Set<string>();
        for (const userId of touched) if (await recompute(unit, userId)) changed.add(userId);
        // A pass or stopped subscription that ended and took the account's tier with it is announced.
        const ended = lapsed.filter((row) => row.status !== 'past_due' && changed.has(row.userId));
        return { count: lapsed.length, users: changed, ended };
      });
      await afterCommit(users, []);
      for (const row of ended) await notices.ended(row);
      return count;
    },

    /**
     * Tells holders of a pass or stopped subscription that ends soon (ENDING_NOTICE), once per period end, when the
     * account's paid access really ends then (a second pass bought meanwhile extends it: no notice).
     */
    async noticeEnding(): Promise<number> {
      const due = await inTransaction(async (unit) => {
        const claimed = await unit.subscriptions.claimEndingNotices(clock.now());
        const told: Array<SubscriptionRow & { currentPeriodEnd: Date }> = [];
        for (const row of claimed) {
          const end = row.currentPeriodEnd;
          const user = await unit.users.findById(row.userId);
          if (end && user?.subscriptionEndsAt && user.subscriptionEndsAt.getTime() <= end.getTime()) told.push({ ...row, currentPeriodEnd: end });
        }
        return told;
      });
      for (const row of due) await notices.ending(row);
      return due.length;
    },
  };
  return core;
}
export type PaymentsCore = ReturnType<typeof createPaymentsCore>;

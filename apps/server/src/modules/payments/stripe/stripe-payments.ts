import type Stripe from 'stripe';
import {
  type CancelSubscriptionResult,
  type CreateSubscriptionResult,
  type Currency,
  paymentMessages,
  type SubscriptionStatusResult,
  type SubscriptionView,
  tierRank,
} from '@kora/shared';
import type { SubscriptionRow, UserRow } from '../../../db/schema/index.js';
import { DomainError } from '../../../errors.js';
import type { RateLimiter } from '../../../http/rate-limiter.js';
import type { UsersRepository } from '../../users/users.repository.js';
import { entitledUser } from '../../users/entitlement.js';
import type { PaymentsCore, Quote } from '../payments-core.js';
import { atStripe, isMissingAtStripe, type StripeConnection } from './stripe-client.js';
import type { StripeSync } from './stripe-sync.js';

interface Deps {
  connection: StripeConnection;
  core: PaymentsCore;
  sync: StripeSync;
  users: Pick<UsersRepository, 'findById'>;
  limiter: Pick<RateLimiter, 'hit'>;
}

/**
 * Card payments started per user: ten in a quarter of an hour is more than any person paying needs,
 * and stops a script trying cards through Kora (mobile money counts its own, the same way).
 */
const PAYMENT_CREATION_LIMIT = { limit: 10, windowSeconds: 15 * 60 };
const paymentCreationKey = (userId: string) => `stripe:create:${userId}`;

/** The pages' card calls (viewer.md §7): create, ask again, cancel, give up a pending payment. */
export function createStripePayments({ connection, core, sync, users, limiter }: Deps) {
  const { stripe } = connection;
  /** Stripe prices by their lookup key, once known (a price is the plan's name, amount, currency and period). */
  const prices = new Map<string, string>();

  async function priceOf(quote: Quote): Promise<string> {
    const { plan, currency, amount } = quote;
    const key = `kora_${plan.id}_${currency}_${amount}_${plan.interval}`.toLowerCase();
    const known = prices.get(key) ?? (await stripe.prices.list({ lookup_keys: [key], limit: 1 })).data[0]?.id;
    const id =
      known ??
      (
        await stripe.prices.create({
          currency: currency.toLowerCase(),
          unit_amount: amount,
          recurring: { interval: plan.interval },
          product_data: { name: plan.name, metadata: { koraPlanId: plan.id } },
          lookup_key: key,
          transfer_lookup_key: true,
        })
      ).id;
    prices.set(key, id);
    return id;
  }

  /** Records the subscription; when Kora refuses it (a card payment already pending), Stripe's is stopped too. */
  async function open(userId: string, quote: Quote, providerRef: string, renews: boolean, undo: () => Promise<unknown>): Promise<SubscriptionRow> {
    try {
      return await core.open({ userId, quote, provider: 'stripe', providerRef, renews, cause: 'user:create-subscription' });
    } catch (error) {
      await undo().catch(() => undefined);
      throw error;
    }
  }

  /**
   * A renewing plan: a customer, then a subscription waiting for its first payment. A customer is made
   * per subscription (with the Kora user in its metadata) rather than kept per user: a user has one
   * renewing card subscription at a time, the customer only carries that subscription's card, and
   * keeping its id would need a column nothing else reads.
   */
  async function subscribe(user: UserRow, quote: Quote) {
    const metadata = { koraUserId: user.id, koraPlanId: quote.plan.id };
    const customer = await stripe.customers.create({ email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), metadata: { koraUserId: user.id } });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await priceOf(quote) }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
      expand: ['latest_invoice.confirmation_secret'],
      metadata,
    });
    const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (!clientSecret) throw new DomainError('service_unavailable', paymentMessages.providerUnavailable);
    const row = await open(user.id, quote, sub.id, true, () => stripe.subscriptions.cancel(sub.id));
    return { row, clientSecret };
  }

  /** A pass: one payment intent, no renewal. */
  async function buyPass(user: UserRow, quote: Quote) {
    const pi = await stripe.paymentIntents.create({
      amount: quote.amount,
      currency: quote.currency.toLowerCase(),
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      description: quote.plan.name,
      metadata: { koraUserId: user.id, koraPlanId: quote.plan.id },
    });
    if (!pi.client_secret) throw new DomainError('service_unavailable', paymentMessages.providerUnavailable);
    const row = await open(user.id, quote, pi.id, false, () => stripe.paymentIntents.cancel(pi.id));
    return { row, clientSecret: pi.client_secret };
  }

  /** Stops at Stripe a subscription or pass still waiting for its first payment (never one that was paid meanwhile). */
  async function stopPending(row: SubscriptionRow): Promise<void> {
    try {
      if (row.renews) {
        const sub: Stripe.Subscription = await stripe.subscriptions.retrieve(row.providerRef);
        if (sub.status === 'incomplete') await stripe.subscriptions.cancel(row.providerRef);
      } else {
        const pi = await stripe.paymentIntents.retrieve(row.providerRef);
        if (pi.status !== 'succeeded' && pi.status !== 'canceled') await stripe.paymentIntents.cancel(row.providerRef);
      }
    } catch (error) {
      if (!isMissingAtStripe(error)) throw error;
    }
  }

  return {
    async create(user: UserRow, body: { planId?: string | undefined; currency: Currency; amount?: number | undefined }): Promise<CreateSubscriptionResult> {
      const { count, retryAfterSeconds } = await limiter.hit(paymentCreationKey(user.id), PAYMENT_CREATION_LIMIT);
      if (count > PAYMENT_CREATION_LIMIT.limit) throw new DomainError('rate_limited', paymentMessages.tooManyPayments, { retryAfterSeconds });
      const quote = await core.quote(body.planId, body.currency, body.amount);
      const pass = quote.plan.kind === 'pass';
      if (!pass) {
        const renewing = await core.renewingOf(user.id);
        if (renewing && tierRank(renewing.tier) >= tierRank(quote.plan.tier)) throw new DomainError('conflict', paymentMessages.alreadySubscribed);
        if (await core.pendingCardOf(user.id)) throw new DomainError('conflict', paymentMessages.pendingExists);
      }
      const { row, clientSecret } = await atStripe(() => (pass ? buyPass(user, quote) : subscribe(user, quote)));
      return {
        subscriptionId: row.id,
        clientSecret,
        amount: quote.amount,
        currency: quote.currency,
        planName: quote.plan.name,
        interval: quote.plan.interval,
        sandbox: connection.sandbox,
        publishableKey: connection.publishableKey,
      };
    },

    /** Asks Stripe again (a lost webhook is caught up here), then answers the subscription and the account as they stand. */
    async status(userId: string, subscriptionId: string): Promise<SubscriptionStatusResult> {
      const row = await core.ownedBy(subscriptionId, userId);
      if (row.provider === 'stripe') {
        const facts = await atStripe(() => sync.currentFacts(row));
        if (facts.length > 0) await core.apply(facts);
      }
      const [fresh, account] = await Promise.all([core.ownedBy(subscriptionId, userId), users.findById(userId)]);
      if (!account) throw new DomainError('not_found', paymentMessages.subscriptionNotFound);
      const now = entitledUser(account, core.clock);
      return { subscription: await core.view(fresh), subscriptionTier: now.subscriptionTier, subscriptionStatus: now.subscriptionStatus };
    },

    /** Stops renewal at Stripe, then in Kora: the tier holds until the paid period ends. */
    async cancel(userId: string): Promise<CancelSubscriptionResult> {
      const row = await core.renewingOf(userId);
      if (!row) throw new DomainError('not_found', paymentMessages.nothingToCancel);
      await atStripe(async () => {
        try {
          await stripe.subscriptions.update(row.providerRef, { cancel_at_period_end: true });
        } catch (error) {
          if (!isMissingAtStripe(error)) throw error; // gone at Stripe: nothing left to renew it
        }
      });
      const updated = await core.markCancelled(row, 'user:cancel');
      return { message: paymentMessages.cancelled, endsAt: updated.currentPeriodEnd?.toISOString() ?? null };
    },

    /** /subscribe's back button: the pending payment is stopped at Stripe, then given up in Kora. */
    async discard(userId: string, subscriptionId: string): Promise<SubscriptionView> {
      const row = await core.ownedBy(subscriptionId, userId);
      if (row.status === 'incomplete' && row.provider === 'stripe') await atStripe(() => stopPending(row));
      return core.view(await core.discard(subscriptionId, userId));
    },
  };
}
export type StripePayments = ReturnType<typeof createStripePayments>;

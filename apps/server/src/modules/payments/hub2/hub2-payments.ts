import {
  type Hub2ConfirmPaymentResult,
  type Hub2PaymentIntentResult,
  type Country,
  type PaymentMethod,
  ownPageUrl,
  paymentMessages,
  type PaymentStatus,
  serverMessages,
  type Tier,
} from '@kora/shared';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { SubscriptionRow, UserRow } from '../../../db/schema/index.js';
import { DomainError } from '../../../errors.js';
import { createRateLimiter } from '../../../http/rate-limiter.js';
import { createPlansRepository } from '../../plans/plans.repository.js';
import { entitledUser } from '../../users/entitlement.js';
import { createUsersRepository } from '../../users/users.repository.js';
import type { PaymentFact } from '../payment-facts.js';
import type { PaymentGateway } from '../payment-gateway.js';
import type { PaymentsCore } from '../payments-core.js';
import { HUB2_EVENTS, HUB2_TRANSFER_EVENTS, type Hub2PaymentIntent } from '@kora/providers/hub2';
import type { Hub2Client } from './hub2-client.js';
import { assertCombination, type Hub2Charges, msisdnOf, paymentOfIntent, statusOfIntent } from './hub2-charges.js';

/** What POST /api/hub2/create-payment-intent receives once its schema has read it. */
export interface CreateIntentInput {
  amount: number;
  currency: Hub2PaymentIntent['currency'];
  payment_method: PaymentMethod;
  customer_phone?: string | null;
  country: Country;
  return_url?: string;
  cancel_url?: string;
  planId?: string;
}

/** A Hub2 webhook event as it arrives (only what Kora reads of it). */
interface Hub2Event {
  id: string;
  type: string;
  data?: { id?: unknown };
}

/** What Hub2 answers, or undefined when it does not know the object (404). */
async function unlessUnknown<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') return undefined;
    throw error;
  }
}

/** Payment intents a user may start per window (each one reaches the operator, and the payer's phone). */
const INTENT_LIMIT = { limit: 10, windowSeconds: 15 * 60 };


/** The payment's status as the payer sees it, from the subscription Kora keeps. */
function statusOfRow(row: SubscriptionRow): PaymentStatus {
  if (row.status === 'incomplete') return 'pending';
  return row.status === 'failed' ? 'failed' : 'succeeded';
}

interface Deps {
  core: PaymentsCore;
  client: Hub2Client;
  charges: Hub2Charges;
  /** One-off charges and transfers other modules opened (a sponsorship, a payout): their outcomes go to their owners. */
  gateway: PaymentGateway;
  config: Config;
  db: Database;
}

/**
 * Mobile money through Hub2: starting a payment, asking Hub2 again, and Hub2's webhooks.
 * The tier comes only from what Hub2 answers when asked (never from a page or a webhook's body): the
 * intent is read back, translated into facts, and the core applies them. An intent or a transfer that
 * is no subscription's is read back the same way and handed to the gateway's owners.
 */
export function createHub2Payments({ core, client, charges, gateway, config, db }: Deps) {
  const limiter = createRateLimiter(db);
  const users = createUsersRepository(db);
  const plans = createPlansRepository(db);

  /** Hub2's intent in Kora's words, for a subscription still waiting for its payment (a settled one is not paid twice). */
  async function factsOf(row: SubscriptionRow, intent: Hub2PaymentIntent, cause: string): Promise<PaymentFact[]> {
    const outcome = statusOfIntent(intent);
    if (row.status !== 'incomplete' || outcome === 'pending' || intent.id !== row.providerRef) return [];
    const { amount, currency, method, reason, at } = paymentOfIntent(intent);
    const base = {
      provider: 'hub2' as const,
      subscriptionRef: intent.id,
      providerTime: Number.isNaN(at.getTime()) ? core.clock.now() : at,
      cause,
      paymentRef: intent.id,
      amount,
      currency,
      method,
    };
    if (outcome === 'failed') return [{ ...base, kind: 'payment_failed', renewal: false, reason }];
    const plan = await plans.findById(row.planId);
    if (!plan) return [];
    // A pass, or a month bought by mobile money: one period, no renewal, after any running one.
    const period = await core.oneOffPeriod(row.userId, row.tier, plan.interval, row.id);
    return [{ ...base, kind: 'payment_succeeded', periodStart: period.start, periodEnd: period.end }];
  }

  async function tierOf(userId: string): Promise<Tier> {
    const user = await users.findById(userId);
    return user ? entitledUser(user, core.clock).subscriptionTier : 'free';
  }

  return {
    async create(user: UserRow, input: CreateIntentInput): Promise<Hub2PaymentIntentResult> {
      const { payment_method: method, currency } = input;
      const country = assertCombination(method, currency, input.country);
      const msisdn = msisdnOf(method, input.customer_phone, country);
      const quote = await core.quote(input.planId, currency, input.amount);
      const hit = await limiter.hit(`hub2:intent:${user.id}`, INTENT_LIMIT);
      if (hit.count > INTENT_LIMIT.limit) throw new DomainError('rate_limited', paymentMessages.tooManyPayments, { retryAfterSeconds: hit.retryAfterSeconds });
      const successUrl = ownPageUrl(input.return_url, '/hub2-success', config.publicUrl);
      const failureUrl = ownPageUrl(input.cancel_url, '/hub2-payment', config.publicUrl);

      const intent = await charges.createIntent(user.id, quote.amount, currency);
      // Opened before the payer is asked: money that arrives always finds its subscription.
      const row = await core.open({ userId: user.id, quote, provider: 'hub2', providerRef: intent.id, renews: false, cause: `hub2:${method}` });
      try {
        return { id: intent.id, payment_link: await charges.attempt(intent, { method, country, msisdn, successUrl, failureUrl }) };
      } catch (error) {
        await core.discard(row.id, user.id);
        throw error;
      }
    },

    /** POST /api/hub2/confirm-payment: Hub2 is asked again (a lost webhook is caught up), the state answered. */
    async confirm(userId: string, intentId: string): Promise<Hub2ConfirmPaymentResult> {
      const row = await core.findByRef('hub2', intentId);
      if (!row || row.userId !== userId) throw new DomainError('not_found', paymentMessages.paymentNotFound);
      const facts = await factsOf(row, await client.getPaymentIntent(intentId), 'hub2:poll');
      if (facts.length > 0) await core.apply(facts);
      const now = (await core.findByRef('hub2', intentId)) ?? row;
      return { status: statusOfRow(now), subscription: await core.view(now), subscriptionTier: await tierOf(userId) };
    },

    /**
     * A webhook whose signature was checked. Its body says which intent (or transfer); what happened is
     * read back from Hub2: a subscription's facts are applied once per event id; another module's charge
     * or transfer goes to its owner, which settles it once. Other events are acknowledged and ignored.
     */
    async webhook(body: unknown): Promise<void> {
      const event = body as Partial<Hub2Event> | null;
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') throw new DomainError('bad_request', serverMessages.badRequest);
      const objectId = event.data?.id;
      if (typeof objectId !== 'string') return;
      const cause = `hub2:${event.type}`;
      if ((Object.values(HUB2_TRANSFER_EVENTS) as string[]).includes(event.type)) {
        const transfer = await unlessUnknown(charges.readTransfer(objectId));
        if (transfer) await gateway.settleTransfer(transfer, cause);
        return;
      }
      if (!(Object.values(HUB2_EVENTS) as string[]).includes(event.type)) return;
      const row = await core.findByRef('hub2', objectId);
      const intent = await unlessUnknown(client.getPaymentIntent(objectId));
      if (!intent) return; // an intent Hub2 does not know: nothing happened
      if (!row) {
        await gateway.settleCharge(charges.outcomeOf(intent), cause);
        return;
      }
      const facts = await factsOf(row, intent, cause);
      if (facts.length > 0) await core.apply(facts, { provider: 'hub2', eventId: event.id, type: event.type });
    },
  };
}
export type Hub2Payments = ReturnType<typeof createHub2Payments>;

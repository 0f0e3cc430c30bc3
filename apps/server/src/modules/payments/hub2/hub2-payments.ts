import { randomUUID } from 'node:crypto';
import {
  type Hub2ConfirmPaymentResult,
  type Hub2PaymentIntentResult,
  HUB2_SANDBOX_PAYMENT_PAGE,
  isValidPaymentCombination,
  methodNeedsPhone,
  normalizeMsisdn,
  type PaymentMethod,
  paymentMessages,
  paymentMethods,
  type PaymentStatus,
  pathTo,
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
import type { PaymentsCore } from '../payments-core.js';
import { type Hub2Client, HUB2_EVENTS, type Hub2PaymentIntent, type Hub2Provider, lastPaymentOf } from './hub2-client.js';

/** What POST /api/hub2/create-payment-intent receives once its schema has read it. */
export interface CreateIntentInput {
  amount: number;
  currency: Hub2PaymentIntent['currency'];
  payment_method: PaymentMethod;
  customer_phone?: string | null;
  country: Parameters<typeof isValidPaymentCombination>[2];
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

/** Payment intents a user may start per window (each one reaches the operator, and the payer's phone). */
const INTENT_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

const PROVIDERS: Partial<Record<PaymentMethod, Hub2Provider>> = { orange_money: 'orange', mtn_mobile_money: 'mtn', moov_money: 'moov', wave: 'wave' };
export const METHODS_BY_PROVIDER: Record<Hub2Provider, PaymentMethod> = { orange: 'orange_money', mtn: 'mtn_mobile_money', moov: 'moov_money', wave: 'wave' };

const refused = (message: string, field?: string) => new DomainError('bad_request', message, field ? { fieldErrors: { [field]: message } } : {});

/**
 * A page of Kora's own to come back to: a relative path, or an address on PUBLIC_URL; anything else
 * (another site, another scheme) is replaced by `fallback`, so the payment flow is no open redirect.
 * Answers the absolute address (the operator's page needs one).
 */
export function ownPageUrl(given: string | undefined, fallback: string, publicUrl: string): string {
  const base = new URL(publicUrl);
  if (given) {
    try {
      const url = new URL(given, base);
      if (url.origin === base.origin && (url.protocol === 'http:' || url.protocol === 'https:')) return url.href;
    } catch {
      // not an address: the fallback
    }
  }
  return new URL(fallback, base).href;
}

/** Where a payment ended as Kora's ledger says it: from the intent Hub2 answered. */
function outcomeOf(intent: Hub2PaymentIntent): PaymentStatus {
  if (intent.status === 'successful') return 'succeeded';
  return lastPaymentOf(intent)?.status === 'failed' ? 'failed' : 'pending';
}

/** The payment's status as the payer sees it, from the subscription Kora keeps. */
function statusOfRow(row: SubscriptionRow): PaymentStatus {
  if (row.status === 'incomplete') return 'pending';
  return row.status === 'failed' ? 'failed' : 'succeeded';
}

interface Deps {
  core: PaymentsCore;
  client: Hub2Client;
  config: Config;
  db: Database;
  /** The sandbox's payment page stands in for the operator's (sandbox mode). */
  sandboxed: boolean;
}

/**
 * Mobile money through Hub2 (issue 12): starting a payment, asking Hub2 again, and Hub2's webhooks.
 * The tier comes only from what Hub2 answers when asked (never from a page or a webhook's body): the
 * intent is read back, translated into facts, and the core applies them.
 */
export function createHub2Payments({ core, client, config, db, sandboxed }: Deps) {
  const limiter = createRateLimiter(db);
  const users = createUsersRepository(db);
  const plans = createPlansRepository(db);

  /** Hub2's intent in Kora's words, for a subscription still waiting for its payment (a settled one is not paid twice). */
  async function factsOf(row: SubscriptionRow, intent: Hub2PaymentIntent, cause: string): Promise<PaymentFact[]> {
    const outcome = outcomeOf(intent);
    if (row.status !== 'incomplete' || outcome === 'pending' || intent.id !== row.providerRef) return [];
    const payment = lastPaymentOf(intent);
    const at = new Date(payment?.updatedAt ?? intent.updatedAt);
    const base = {
      provider: 'hub2' as const,
      subscriptionRef: intent.id,
      providerTime: Number.isNaN(at.getTime()) ? core.clock.now() : at,
      cause,
      paymentRef: intent.id,
      amount: payment?.amount ?? intent.amount,
      currency: payment?.currency ?? intent.currency,
      method: payment?.provider ? METHODS_BY_PROVIDER[payment.provider] : (payment?.method ?? 'mobile_money'),
    };
    if (outcome === 'failed') return [{ ...base, kind: 'payment_failed', renewal: false, reason: payment?.failureCause ?? null }];
    const plan = await plans.findById(row.planId);
    if (!plan) return [];
    // A pass, or a month bought by mobile money: one period, no renewal, after any running one.
    const period = await core.oneOffPeriod(row.userId, row.tier, plan.interval, row.id);
    return [{ ...base, kind: 'payment_succeeded', periodStart: period.start, periodEnd: period.end }];
  }

  async function tierOf(userId: string): Promise<Tier> {
    const user = await users.findById(userId);
    return user ? entitledUser(user, core.clock.now()).subscriptionTier : 'free';
  }

  /** The payer's number as Hub2 wants it, or why not. */
  function msisdnOf({ payment_method: method, customer_phone: phone, country }: CreateIntentInput): string | undefined {
    const given = phone?.trim();
    if (!given) {
      if (methodNeedsPhone(method)) throw refused(paymentMessages.phoneRequired, 'customer_phone');
      return undefined;
    }
    const msisdn = normalizeMsisdn(given, country);
    if (!msisdn) throw refused(paymentMessages.phoneInvalid, 'customer_phone');
    return msisdn;
  }

  return {
    async create(user: UserRow, input: CreateIntentInput): Promise<Hub2PaymentIntentResult> {
      const { payment_method: method, currency, country } = input;
      if (!isValidPaymentCombination(method, currency, country)) throw refused(paymentMessages.invalidCombination, 'payment_method');
      const msisdn = msisdnOf(input);
      const quote = await core.quote(input.planId, currency, input.amount);
      const hit = await limiter.hit(`hub2:intent:${user.id}`, INTENT_LIMIT);
      if (hit.count > INTENT_LIMIT.limit) throw new DomainError('rate_limited', paymentMessages.tooManyPayments, { retryAfterSeconds: hit.retryAfterSeconds });
      const successUrl = ownPageUrl(input.return_url, '/hub2-success', config.publicUrl);
      const failureUrl = ownPageUrl(input.cancel_url, '/hub2-payment', config.publicUrl);

      const intent = await client.createPaymentIntent({ customerReference: user.id, purchaseReference: `kora-${randomUUID()}`, amount: quote.amount, currency });
      // Opened before the payer is asked: money that arrives always finds its subscription.
      const row = await core.open({ userId: user.id, quote, provider: 'hub2', providerRef: intent.id, renews: false, cause: `hub2:${method}` });
      let attempted: Hub2PaymentIntent;
      try {
        attempted = await client.attemptPayment(intent.id, {
          token: intent.token,
          paymentMethod: paymentMethods[method].type,
          country,
          provider: PROVIDERS[method],
          mobileMoney: PROVIDERS[method] ? { msisdn, onSuccessRedirectionUrl: successUrl, onFailedRedirectionUrl: failureUrl } : undefined,
        });
      } catch (error) {
        await core.discard(row.id, user.id);
        throw error;
      }
      return { id: intent.id, payment_link: sandboxed ? sandboxLink(intent) : realLink(attempted, successUrl) };
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
     * A webhook whose signature was checked. Its body says which intent; what happened is read back
     * from Hub2, and applied once per event id. Other events are acknowledged and ignored.
     */
    async webhook(body: unknown): Promise<void> {
      const event = body as Partial<Hub2Event> | null;
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') throw new DomainError('bad_request', serverMessages.badRequest);
      const intentId = event.data?.id;
      if (!(Object.values(HUB2_EVENTS) as string[]).includes(event.type) || typeof intentId !== 'string') return;
      const row = await core.findByRef('hub2', intentId);
      if (!row) return;
      const facts = await factsOf(row, await client.getPaymentIntent(intentId), `hub2:${event.type}`);
      if (facts.length > 0) await core.apply(facts, { provider: 'hub2', eventId: event.id, type: event.type });
    },
  };

  /** The sandbox's page on Kora's origin; its token (the intent's) makes the link unguessable. */
  function sandboxLink(intent: Hub2PaymentIntent): string {
    return new URL(`${pathTo(HUB2_SANDBOX_PAYMENT_PAGE, { id: intent.id })}?token=${encodeURIComponent(intent.token)}`, config.publicUrl).href;
  }

  /**
   * With the real Hub2: Wave and Orange CI/SN answer a redirection (the operator's page: the link);
   * the others push a USSD prompt to the payer's phone, so the link is Kora's success page, which asks
   * confirm-payment until Hub2 says how it ended. An OTP (nextAction 'otp': Orange CI without push) is
   * not asked for yet: it would need a Kora page posting the code to POST /payment-intents/{id}/authentication
   * (`client.authenticatePayment`).
   */
  function realLink(intent: Hub2PaymentIntent, successUrl: string): string {
    const next = lastPaymentOf(intent)?.nextAction;
    return next?.type === 'redirection' && next.data.url ? next.data.url : successUrl;
  }
}
export type Hub2Payments = ReturnType<typeof createHub2Payments>;

import type Stripe from 'stripe';
import { CURRENCIES, type Currency, type SubscriptionState } from '@kora/shared';
import type { SubscriptionRow } from '../../../db/schema/index.js';
import type { PaymentFact, PaymentFailed, PaymentSucceeded, SubscriptionChanged } from '../payment-facts.js';

/*
 * Stripe's objects in Kora's words (API version 2026-10-28). Amounts need no conversion: Kora's minor
 * units are Stripe's (cents for EUR/USD; XOF and XAF are zero-decimal for both).
 */

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Kora's currency of a Stripe currency ('eur' → 'EUR'), or undefined for one Kora does not sell in. */
export function currencyOf(stripeCurrency: string): Currency | undefined {
  const upper = stripeCurrency.toUpperCase();
  return (CURRENCIES as readonly string[]).includes(upper) ? (upper as Currency) : undefined;
}

/** The subscription an invoice bills (`parent.subscription_details.subscription`), if any. */
export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | undefined {
  const sub = invoice.parent?.subscription_details?.subscription;
  return typeof sub === 'string' ? sub : sub?.id;
}

/** The payment intent a client secret belongs to ('pi_123_secret_456' → 'pi_123'), as Stripe.js reads it. */
export function paymentIntentIdOfSecret(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}

/** Where a fact comes from: its time at the provider (an event's `created`) and its cause for the history. */
export interface FactOrigin {
  at: Date;
  cause: string;
}

/**
 * A subscription invoice: paid → PaymentSucceeded over its line's period (Stripe's `invoice.period_*`
 * name the previous period for subscription invoices; the line's period is the one paid for); tried
 * and still open → PaymentFailed, a renewal unless it is the subscription's first invoice.
 */
export function invoiceFacts(invoice: Stripe.Invoice, origin: FactOrigin, reason: string | null = null): PaymentFact[] {
  const subscriptionRef = subscriptionIdOfInvoice(invoice);
  const currency = currencyOf(invoice.currency);
  if (!subscriptionRef || !currency) return [];
  const base = { provider: 'stripe' as const, subscriptionRef, providerTime: origin.at, cause: origin.cause, paymentRef: invoice.id, currency, method: 'card' };
  if (invoice.status === 'paid') {
    const period = invoice.lines?.data[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
    const paid: PaymentSucceeded = { ...base, kind: 'payment_succeeded', amount: invoice.amount_paid, periodStart: fromUnix(period.start), periodEnd: fromUnix(period.end) };
    return [paid];
  }
  if (invoice.status === 'open' && invoice.attempt_count > 0) {
    const failed: PaymentFailed = { ...base, kind: 'payment_failed', amount: invoice.amount_due, renewal: invoice.billing_reason !== 'subscription_create', reason };
    return [failed];
  }
  return [];
}

/** Stripe's subscription status in Kora's words; one that was never paid and ends is 'failed', not 'canceled'. */
function stateOf(status: Stripe.Subscription.Status, row: SubscriptionRow | undefined): SubscriptionState {
  const neverPaid = row !== undefined && (row.status === 'incomplete' || row.status === 'failed');
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
      return neverPaid ? 'failed' : 'canceled';
    case 'incomplete_expired':
      return 'failed';
    default:
      return 'incomplete';
  }
}

/**
 * Stripe's view of a subscription. It never carries a period end: Kora's period end is the paid-through
 * date, which only a paid invoice moves (Stripe advances its period at the cycle, before the money).
 */
export function subscriptionFact(sub: Stripe.Subscription, row: SubscriptionRow | undefined, origin: FactOrigin): SubscriptionChanged {
  return {
    kind: 'subscription_changed',
    provider: 'stripe',
    subscriptionRef: sub.id,
    providerTime: origin.at,
    cause: origin.cause,
    status: stateOf(sub.status, row),
    currentPeriodEnd: null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  };
}

/** The failure Stripe gave a payment, for the ledger ('card_declined: Your card was declined.'). */
export function failureOf(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): string | null {
  if (!error) return null;
  const code = error.decline_code ?? error.code;
  return [code, error.message].filter(Boolean).join(': ') || null;
}

/**
 * A pass bought by card (a payment intent, no renewal): succeeded → PaymentSucceeded over `period`;
 * declined → PaymentFailed; canceled (the back button) → the subscription 'failed'.
 */
export function passFacts(pi: Stripe.PaymentIntent, period: { start: Date; end: Date }, origin: FactOrigin): PaymentFact[] {
  const currency = currencyOf(pi.currency);
  if (!currency) return [];
  const base = { provider: 'stripe' as const, subscriptionRef: pi.id, providerTime: origin.at, cause: origin.cause, paymentRef: pi.id, currency, method: 'card' };
  if (pi.status === 'succeeded') return [{ ...base, kind: 'payment_succeeded', amount: pi.amount_received, periodStart: period.start, periodEnd: period.end }];
  if (pi.status === 'canceled') {
    return [{ kind: 'subscription_changed', provider: 'stripe', subscriptionRef: pi.id, providerTime: origin.at, cause: origin.cause, status: 'failed', currentPeriodEnd: null, cancelAtPeriodEnd: false }];
  }
  if (pi.last_payment_error) return [{ ...base, kind: 'payment_failed', amount: pi.amount, renewal: false, reason: failureOf(pi.last_payment_error) }];
  return [];
}

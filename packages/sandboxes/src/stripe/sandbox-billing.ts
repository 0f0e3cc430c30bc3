import { periodEndOf } from '@kora/shared';
import type { SandboxResponse } from '../sandbox-server.js';
import { type FormFields, fieldsAt, listOf, metadataOf, textAt, textsOf } from './sandbox-form.js';
import {
  type CardError,
  invoiceJson,
  newPaymentIntent,
  paymentIntentJson,
  priceJson,
  type SandboxStore,
  sandboxId,
  type SbInvoice,
  type SbPaymentIntent,
  type SbPrice,
  type SbSubscription,
  subscriptionJson,
  unixNow,
} from './sandbox-objects.js';
import type { SandboxEvents } from './sandbox-webhooks.js';

/*
 * Stripe Billing's behaviour in the sandbox: subscriptions created `default_incomplete` with a first
 * invoice and its payment intent, payment intents confirmed with Stripe's test payment methods, a
 * renewal a test asks for, cancellation; each change emits the events Stripe would send.
 */

export const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): SandboxResponse => ({
  status,
  body: { error: { type, message, ...extra } },
});
export const missing = (kind: string, id: string) => stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing' });
export const ok = (body: unknown): SandboxResponse => ({ status: 200, body });

/** Stripe's test payment methods: those that pay, and those declined with their code (stripe.com/docs/testing). */
const PAYING = new Set(['pm_card_visa', 'pm_card_visa_debit', 'pm_card_mastercard', 'pm_card_amex']);
const GENERIC_DECLINE: CardError = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
const DECLINES: Record<string, CardError> = {
  pm_card_chargeDeclined: GENERIC_DECLINE,
  pm_card_chargeDeclinedInsufficientFunds: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  pm_card_chargeDeclinedExpiredCard: { type: 'card_error', code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
};

export function createSandboxBilling(store: SandboxStore, events: SandboxEvents) {
  const subscriptionOf = (invoiceId: string | null) => {
    const invoice = invoiceId ? store.invoices.get(invoiceId) : undefined;
    return { invoice, subscription: invoice ? store.subscriptions.get(invoice.subscription) : undefined };
  };

  function newInvoice(sub: Pick<SbSubscription, 'id' | 'customer' | 'price'>, reason: SbInvoice['billing_reason'], start: number, end: number): SbInvoice {
    const invoice: SbInvoice = {
      id: sandboxId('in'),
      line_id: sandboxId('il'),
      subscription: sub.id,
      customer: sub.customer,
      billing_reason: reason,
      status: 'open',
      amount_due: sub.price.unit_amount,
      amount_paid: 0,
      currency: sub.price.currency,
      period_start: start,
      period_end: end,
      payment_intent: '',
      attempt_count: 0,
      created: unixNow(),
      paid_at: null,
    };
    const pi = newPaymentIntent({ amount: invoice.amount_due, currency: invoice.currency, customer: sub.customer, description: `Subscription ${reason === 'subscription_create' ? 'creation' : 'update'}`, metadata: {}, invoice: invoice.id });
    invoice.payment_intent = pi.id;
    store.paymentIntents.set(pi.id, pi);
    store.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** Money arrived for an invoice: paid, its subscription active over the invoice's period. */
  function invoicePaid(invoice: SbInvoice, sub: SbSubscription) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.paid_at = unixNow();
    const previous = sub.status;
    sub.status = 'active';
    return [
      { type: 'invoice.paid', object: invoiceJson(store, invoice) },
      { type: 'customer.subscription.updated', object: subscriptionJson(store, sub), previous: { status: previous } },
    ];
  }

  function invoiceFailed(invoice: SbInvoice) {
    invoice.attempt_count += 1;
    return { type: 'invoice.payment_failed', object: invoiceJson(store, invoice) };
  }

  /** Charges a payment intent with a test payment method: it pays, or it is declined (402, Stripe's card error). */
  function charge(pi: SbPaymentIntent, paymentMethod: string): SandboxResponse {
    const decline = DECLINES[paymentMethod];
    if (!PAYING.has(paymentMethod) && !decline) return missing('PaymentMethod', paymentMethod);
    pi.payment_method = paymentMethod;
    const { invoice, subscription } = subscriptionOf(pi.invoice);
    if (decline) {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = decline;
      events.emit([{ type: 'payment_intent.payment_failed', object: paymentIntentJson(pi) }, ...(invoice ? [invoiceFailed(invoice)] : [])]);
      return stripeError(402, 'card_error', decline.message, { code: decline.code, decline_code: decline.decline_code, payment_intent: paymentIntentJson(pi) });
    }
    pi.status = 'succeeded';
    pi.last_payment_error = null;
    events.emit([{ type: 'payment_intent.succeeded', object: paymentIntentJson(pi) }, ...(invoice && subscription ? invoicePaid(invoice, subscription) : [])]);
    return ok(paymentIntentJson(pi));
  }

  return {
    createSubscription(fields: FormFields): SandboxResponse {
      const customer = textAt(fields, 'customer') ?? '';
      if (!store.customers.has(customer)) return missing('customer', customer);
      if (textAt(fields, 'payment_behavior') !== 'default_incomplete') {
        return stripeError(400, 'invalid_request_error', 'The Kora sandbox supports payment_behavior=default_incomplete only.', { param: 'payment_behavior' });
      }
      const [item, ...more] = listOf(fields, 'items');
      const priceId = typeof item === 'object' ? (textAt(item, 'price') ?? '') : '';
      const price = store.prices.get(priceId);
      if (more.length > 0) return stripeError(400, 'invalid_request_error', 'The Kora sandbox supports one item per subscription.', { param: 'items' });
      if (!price) return missing('price', priceId);
      if (!price.interval) return stripeError(400, 'invalid_request_error', 'The price specified is not recurring.', { param: 'items[0][price]' });
      const now = unixNow();
      const end = Math.floor(periodEndOf(price.interval, new Date(now * 1000)).getTime() / 1000);
      const sub: SbSubscription = {
        id: sandboxId('sub'),
        item_id: sandboxId('si'),
        customer,
        price,
        status: 'incomplete',
        period_start: now,
        period_end: end,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        latest_invoice: '',
        metadata: metadataOf(fields),
        created: now,
      };
      sub.latest_invoice = newInvoice(sub, 'subscription_create', now, end).id;
      store.subscriptions.set(sub.id, sub);
      events.emit([{ type: 'customer.subscription.created', object: subscriptionJson(store, sub) }]);
      return ok(subscriptionJson(store, sub, textsOf(fields, 'expand')));
    },

    updateSubscription(sub: SbSubscription, fields: FormFields): SandboxResponse {
      const cancel = textAt(fields, 'cancel_at_period_end');
      const previous: Record<string, unknown> = {};
      if (cancel !== undefined && (cancel === 'true') !== sub.cancel_at_period_end) {
        previous.cancel_at_period_end = sub.cancel_at_period_end;
        sub.cancel_at_period_end = cancel === 'true';
        sub.canceled_at = sub.cancel_at_period_end ? unixNow() : null;
      }
      const metadata = fieldsAt(fields, 'metadata');
      if (Object.keys(metadata).length > 0) sub.metadata = { ...sub.metadata, ...metadataOf(fields) };
      if (Object.keys(previous).length > 0) events.emit([{ type: 'customer.subscription.updated', object: subscriptionJson(store, sub), previous }]);
      return ok(subscriptionJson(store, sub, textsOf(fields, 'expand')));
    },

    /** Ends a subscription now (DELETE): an unpaid first invoice is voided and its payment intent canceled. */
    cancelSubscription(sub: SbSubscription): SandboxResponse {
      if (sub.status === 'canceled') return ok(subscriptionJson(store, sub));
      const invoice = store.invoices.get(sub.latest_invoice);
      if (invoice?.status === 'open' && sub.status === 'incomplete') {
        invoice.status = 'void';
        const pi = store.paymentIntents.get(invoice.payment_intent);
        if (pi) Object.assign(pi, { status: 'canceled', canceled_at: unixNow() });
      }
      Object.assign(sub, { status: 'canceled', canceled_at: unixNow(), ended_at: unixNow() });
      events.emit([{ type: 'customer.subscription.deleted', object: subscriptionJson(store, sub) }]);
      return ok(subscriptionJson(store, sub));
    },

    createPaymentIntent(fields: FormFields): SandboxResponse {
      const amount = Number(textAt(fields, 'amount'));
      const currency = textAt(fields, 'currency');
      if (!Number.isInteger(amount) || amount <= 0) return stripeError(400, 'invalid_request_error', 'Missing required param: amount.', { param: 'amount' });
      if (!currency) return stripeError(400, 'invalid_request_error', 'Missing required param: currency.', { param: 'currency' });
      const customer = textAt(fields, 'customer') ?? null;
      if (customer && !store.customers.has(customer)) return missing('customer', customer);
      const pi = newPaymentIntent({ amount, currency: currency.toLowerCase(), customer, description: textAt(fields, 'description') ?? null, metadata: metadataOf(fields), invoice: null });
      store.paymentIntents.set(pi.id, pi);
      const paymentMethod = textAt(fields, 'payment_method');
      if (paymentMethod && textAt(fields, 'confirm') === 'true') return charge(pi, paymentMethod);
      return ok(paymentIntentJson(pi));
    },

    confirmPaymentIntent(pi: SbPaymentIntent, fields: FormFields): SandboxResponse {
      // A confirmation from the page (Stripe.js's, here the sandbox card form's) proves itself with the client secret.
      const clientSecret = textAt(fields, 'client_secret');
      if (clientSecret !== undefined && clientSecret !== pi.client_secret) {
        return stripeError(400, 'invalid_request_error', 'The client_secret provided does not match the client_secret associated with the PaymentIntent.', { param: 'client_secret' });
      }
      if (pi.status === 'succeeded' || pi.status === 'canceled') {
        return stripeError(400, 'invalid_request_error', `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`, {
          code: 'payment_intent_unexpected_state',
          payment_intent: paymentIntentJson(pi),
        });
      }
      const paymentMethod = textAt(fields, 'payment_method') ?? pi.payment_method;
      if (!paymentMethod) return stripeError(400, 'invalid_request_error', 'You must provide a payment_method to confirm this PaymentIntent.', { code: 'payment_intent_unexpected_state' });
      return charge(pi, paymentMethod);
    },

    cancelPaymentIntent(pi: SbPaymentIntent): SandboxResponse {
      if (pi.status === 'succeeded') {
        return stripeError(400, 'invalid_request_error', 'You cannot cancel this PaymentIntent because it has a status of succeeded.', { code: 'payment_intent_unexpected_state' });
      }
      if (pi.status !== 'canceled') {
        Object.assign(pi, { status: 'canceled', canceled_at: unixNow() });
        events.emit([{ type: 'payment_intent.canceled', object: paymentIntentJson(pi) }]);
      }
      return ok(paymentIntentJson(pi));
    },

    /**
     * Test helper (sandbox only): the subscription reaches its period end. One stopping at the period
     * end is deleted; otherwise a renewal invoice over the next period is charged to the last card,
     * which pays (`outcome=success`) or is declined (`failure`: the subscription becomes past_due).
     */
    renew(sub: SbSubscription, outcome: 'success' | 'failure'): SandboxResponse {
      if (sub.status !== 'active' && sub.status !== 'past_due') {
        return stripeError(400, 'invalid_request_error', `The subscription has a status of ${sub.status}.`, { code: 'subscription_unexpected_state' });
      }
      if (sub.cancel_at_period_end) return this.cancelSubscription(sub);
      const previous = { items: subscriptionJson(store, sub).items, status: sub.status };
      const start = sub.period_end;
      const end = Math.floor(periodEndOf(sub.price.interval ?? 'month', new Date(start * 1000)).getTime() / 1000);
      const invoice = newInvoice(sub, 'subscription_cycle', start, end);
      Object.assign(sub, { period_start: start, period_end: end, latest_invoice: invoice.id });
      const pi = store.paymentIntents.get(invoice.payment_intent) as SbPaymentIntent;
      if (outcome === 'success') {
        Object.assign(pi, { status: 'succeeded', payment_method: 'pm_card_visa' });
        events.emit(invoicePaid(invoice, sub).map((e) => (e.type === 'customer.subscription.updated' ? { ...e, previous } : e)));
      } else {
        Object.assign(pi, { payment_method: 'pm_card_chargeDeclined', last_payment_error: GENERIC_DECLINE });
        sub.status = 'past_due';
        events.emit([invoiceFailed(invoice), { type: 'customer.subscription.updated', object: subscriptionJson(store, sub), previous }]);
      }
      return ok(subscriptionJson(store, sub));
    },

    /** A recurring or one-time price (`product_data` creates its product, as Stripe does). */
    createPrice(fields: FormFields): SandboxResponse {
      const amount = Number(textAt(fields, 'unit_amount'));
      const currency = textAt(fields, 'currency');
      const interval = textAt(fields, 'recurring.interval');
      if (!Number.isInteger(amount) || amount < 0 || !currency) return stripeError(400, 'invalid_request_error', 'Missing required param: unit_amount or currency.');
      if (interval && !['day', 'week', 'month', 'year'].includes(interval)) return stripeError(400, 'invalid_request_error', 'Invalid recurring[interval].', { param: 'recurring[interval]' });
      const lookupKey = textAt(fields, 'lookup_key') ?? null;
      if (lookupKey) {
        for (const other of store.prices.values()) {
          if (other.lookup_key !== lookupKey) continue;
          if (textAt(fields, 'transfer_lookup_key') !== 'true') return stripeError(400, 'invalid_request_error', `A price (\`${other.id}\`) already uses that lookup key.`, { code: 'lookup_key_exists' });
          other.lookup_key = null;
        }
      }
      const price: SbPrice = {
        id: sandboxId('price'),
        currency: currency.toLowerCase(),
        unit_amount: amount,
        interval: (interval as SbPrice['interval']) ?? null,
        product: textAt(fields, 'product') ?? sandboxId('prod'),
        product_name: textAt(fields, 'product_data.name') ?? '',
        lookup_key: lookupKey,
        metadata: metadataOf(fields),
        created: unixNow(),
      };
      store.prices.set(price.id, price);
      return ok(priceJson(price));
    },
  };
}
export type SandboxBilling = ReturnType<typeof createSandboxBilling>;

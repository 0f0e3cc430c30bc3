import { randomBytes } from 'node:crypto';

/*
 * The objects of the Stripe sandbox, kept in memory, and how they are shown: the fields of Stripe's
 * objects (API version 2026-10-28) that Kora and the `stripe` package read, with Stripe's id prefixes.
 * A subscription's period lives on its item (`items.data[0].current_period_end`), the subscription of
 * an invoice under `parent.subscription_details.subscription`, the first payment's client secret under
 * the invoice's `confirmation_secret` (shown only when expanded, as Stripe does).
 */

export type Interval = 'day' | 'week' | 'month' | 'year';

export const sandboxId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '0')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

export interface SbCustomer {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface SbPrice {
  id: string;
  currency: string;
  unit_amount: number;
  interval: Interval | null;
  product: string;
  product_name: string;
  lookup_key: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface SbSubscription {
  id: string;
  item_id: string;
  customer: string;
  price: SbPrice;
  status: 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';
  period_start: number;
  period_end: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string;
  metadata: Record<string, string>;
  created: number;
}

export interface SbInvoice {
  id: string;
  line_id: string;
  subscription: string;
  customer: string;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  status: 'open' | 'paid' | 'void';
  amount_due: number;
  amount_paid: number;
  currency: string;
  /** The period the invoice's line pays for. */
  period_start: number;
  period_end: number;
  payment_intent: string;
  attempt_count: number;
  created: number;
  paid_at: number | null;
}

export interface CardError {
  type: 'card_error';
  code: string;
  decline_code: string;
  message: string;
}

export interface SbPaymentIntent {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'succeeded' | 'canceled';
  client_secret: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  /** The invoice this payment pays, for a subscription's payment. */
  invoice: string | null;
  payment_method: string | null;
  last_payment_error: CardError | null;
  canceled_at: number | null;
  created: number;
}

/** Everything the sandbox knows, in memory (it forgets on restart, as a fresh Stripe test account would be empty). */
export interface SandboxStore {
  customers: Map<string, SbCustomer>;
  prices: Map<string, SbPrice>;
  subscriptions: Map<string, SbSubscription>;
  invoices: Map<string, SbInvoice>;
  paymentIntents: Map<string, SbPaymentIntent>;
}

export const emptyStore = (): SandboxStore => ({ customers: new Map(), prices: new Map(), subscriptions: new Map(), invoices: new Map(), paymentIntents: new Map() });

/** A new payment intent, waiting for a payment method (its client secret names it, as Stripe's do). */
export function newPaymentIntent(values: Pick<SbPaymentIntent, 'amount' | 'currency' | 'customer' | 'description' | 'metadata' | 'invoice'>): SbPaymentIntent {
  const id = sandboxId('pi');
  return {
    ...values,
    id,
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    payment_method: null,
    last_payment_error: null,
    canceled_at: null,
    created: unixNow(),
  };
}

const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

export function customerJson(c: SbCustomer) {
  return { id: c.id, object: 'customer', email: c.email, name: c.name, metadata: c.metadata, created: c.created, livemode: false };
}

export function priceJson(p: SbPrice) {
  return {
    id: p.id,
    object: 'price',
    active: true,
    currency: p.currency,
    unit_amount: p.unit_amount,
    type: p.interval ? 'recurring' : 'one_time',
    recurring: p.interval ? { interval: p.interval, interval_count: 1, usage_type: 'licensed' } : null,
    product: p.product,
    lookup_key: p.lookup_key,
    metadata: p.metadata,
    created: p.created,
    livemode: false,
  };
}

export function paymentIntentJson(pi: SbPaymentIntent) {
  return {
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    amount_received: pi.status === 'succeeded' ? pi.amount : 0,
    currency: pi.currency,
    status: pi.status,
    client_secret: pi.client_secret,
    customer: pi.customer,
    description: pi.description,
    metadata: pi.metadata,
    payment_method: pi.payment_method,
    payment_method_types: ['card'],
    last_payment_error: pi.last_payment_error,
    canceled_at: pi.canceled_at,
    created: pi.created,
    livemode: false,
  };
}

/** An invoice; `expand` may ask for `confirmation_secret` (its first payment's client secret). */
export function invoiceJson(store: SandboxStore, inv: SbInvoice, expand: readonly string[] = []) {
  const pi = store.paymentIntents.get(inv.payment_intent);
  return {
    id: inv.id,
    object: 'invoice',
    customer: inv.customer,
    status: inv.status,
    billing_reason: inv.billing_reason,
    collection_method: 'charge_automatically',
    amount_due: inv.amount_due,
    amount_paid: inv.amount_paid,
    amount_remaining: inv.amount_due - inv.amount_paid,
    currency: inv.currency,
    attempted: inv.attempt_count > 0,
    attempt_count: inv.attempt_count,
    created: inv.created,
    period_start: inv.period_start,
    period_end: inv.period_end,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: inv.subscription, metadata: {} } },
    lines: list(
      [{ id: inv.line_id, object: 'line_item', amount: inv.amount_due, currency: inv.currency, period: { start: inv.period_start, end: inv.period_end } }],
      `/v1/invoices/${inv.id}/lines`,
    ),
    status_transitions: { finalized_at: inv.created, paid_at: inv.paid_at },
    livemode: false,
    ...(expand.includes('confirmation_secret') && pi ? { confirmation_secret: { client_secret: pi.client_secret, type: 'payment_intent' } } : {}),
  };
}

/** A subscription; `expand` may ask for `latest_invoice` and `latest_invoice.confirmation_secret`. */
export function subscriptionJson(store: SandboxStore, sub: SbSubscription, expand: readonly string[] = []) {
  const invoice = store.invoices.get(sub.latest_invoice);
  const invoiceExpand = expand.filter((e) => e.startsWith('latest_invoice.')).map((e) => e.slice('latest_invoice.'.length));
  const expandInvoice = invoice && (expand.includes('latest_invoice') || invoiceExpand.length > 0);
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    currency: sub.price.currency,
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: sub.cancel_at_period_end ? sub.period_end : null,
    canceled_at: sub.canceled_at,
    ended_at: sub.ended_at,
    billing_cycle_anchor: sub.created,
    collection_method: 'charge_automatically',
    start_date: sub.created,
    created: sub.created,
    metadata: sub.metadata,
    latest_invoice: expandInvoice ? invoiceJson(store, invoice, invoiceExpand) : sub.latest_invoice,
    items: list(
      [
        {
          id: sub.item_id,
          object: 'subscription_item',
          price: priceJson(sub.price),
          quantity: 1,
          subscription: sub.id,
          current_period_start: sub.period_start,
          current_period_end: sub.period_end,
        },
      ],
      `/v1/subscription_items?subscription=${sub.id}`,
    ),
    livemode: false,
  };
}

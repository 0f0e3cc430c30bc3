import type { Currency, PaymentProvider, SubscriptionState } from '@kora/shared';

/*
 * What a provider said happened, in Kora's words. The Stripe and Hub2 parts translate their
 * webhook events (or what they read back from the provider) into these facts; the payments core
 * (`payments-core.ts`) alone turns facts into subscription states, ledger lines, the account's tier,
 * receipts and events. A fact names the subscription by the provider's reference (Stripe's subscription
 * or payment intent id, Hub2's payment intent id), as given to `PaymentsCore.open`.
 */

interface FactBase {
  provider: PaymentProvider;
  /** The provider's reference of the subscription (what `open` was given as providerRef). */
  subscriptionRef: string;
  /**
   * The provider's time of this fact (Stripe: the event's `created`; Hub2: the payment's update time, or
   * now when unknown). A fact older than the newest applied one does not move the status backwards.
   */
  providerTime: Date;
  /** Why, for the history: 'stripe:invoice.paid', 'hub2:payment.succeeded', 'stripe:poll'… */
  cause: string;
}

/** Money arrived: a ledger line 'succeeded', the subscription active until periodEnd, a receipt. */
export interface PaymentSucceeded extends FactBase {
  kind: 'payment_succeeded';
  /** The provider's id of this payment (Stripe invoice or payment intent id; Hub2 payment intent id). */
  paymentRef: string;
  amount: number;
  currency: Currency;
  /** card, orange_money, wave… */
  method: string;
  periodStart: Date;
  periodEnd: Date;
}

/**
 * A payment failed. For the first payment, the subscription becomes 'failed'; for a renewal
 * (`renewal: true`), 'past_due' (the tier holds for the grace period, then falls back to free).
 */
export interface PaymentFailed extends FactBase {
  kind: 'payment_failed';
  paymentRef: string;
  amount: number;
  currency: Currency;
  method: string;
  renewal: boolean;
  reason: string | null;
}

/**
 * The provider's view of the subscription changed (Stripe's customer.subscription.updated/deleted, or a
 * read-back): its status mapped to Kora's, the period end, whether it stops at the period end.
 * Never grants a tier by itself unless status is 'active' and a succeeded payment exists for it.
 */
export interface SubscriptionChanged extends FactBase {
  kind: 'subscription_changed';
  status: SubscriptionState;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export type PaymentFact = PaymentSucceeded | PaymentFailed | SubscriptionChanged;

/** Which webhook event carried the facts (deduplicated in the transaction that applies them). */
export interface WebhookEventRef {
  provider: PaymentProvider;
  eventId: string;
  type: string;
}

export type ApplyResult = 'applied' | 'duplicate';

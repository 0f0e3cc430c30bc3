import { z } from 'zod';
import { COUNTRIES, PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES, SUBSCRIPTION_STATES } from '../payment-constants.js';
import { CURRENCIES, PLAN_INTERVALS, PLAN_KINDS, PLAN_TIERS, PRICE_AMOUNT_MAX } from '../prices.js';
import { TIERS } from '../tiers.js';
import { plainText } from './text.js';
import { schemaMessages } from './schema-messages.js';

/*
 * Payments (viewer.md §2 /subscribe, /hub2-*, §3, §4, §5, §7, §8; live-creators-admin.md §2
 * 'subscriptions overview'). Amounts are integer minor units everywhere (5000 FCFA = 5000,
 * 9,99 € = 999). A tier is granted only by the provider's webhook (or by the server asking the provider
 * again); what a page sends is never trusted.
 */


const currency = z.enum(CURRENCIES, { error: schemaMessages.deviseInvalideXofXafEur });
const amount = z.number({ error: schemaMessages.montantInvalide }).int({ error: schemaMessages.montantInvalideEntierUnitesMineures }).min(0).max(PRICE_AMOUNT_MAX);

/**
 * POST /api/create-subscription (viewer.md §7; body 'none' in the spec). Without `planId`, the Premium
 * monthly plan the spec's screen sells; without `currency`, EUR. `amount` (minor units) is what the
 * page shows: when given, it must equal the server's price (400 otherwise).
 */
export const createSubscriptionBodySchema = z
  .object({
    planId: z.uuid({ error: schemaMessages.planInvalide }).optional(),
    currency: currency.default('EUR'),
    amount: amount.optional(),
  })
  .default({ currency: 'EUR' });
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

/**
 * The answer: Kora's subscription id (every later call names it), Stripe's client secret of the first
 * payment, what is charged, and how the page confirms: Stripe.js with `publishableKey`, or the sandbox
 * card form when `sandbox` is true.
 */
export const createSubscriptionResultSchema = z.object({
  subscriptionId: z.string(),
  clientSecret: z.string(),
  amount: z.number().int(),
  currency,
  planName: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  sandbox: z.boolean(),
  publishableKey: z.string().nullable(),
});
export type CreateSubscriptionResult = z.infer<typeof createSubscriptionResultSchema>;

/** A subscription or pass as its payer sees it. */
export const subscriptionViewSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  kind: z.enum(PLAN_KINDS),
  tier: z.enum(PLAN_TIERS),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(SUBSCRIPTION_STATES),
  amount: z.number().int(),
  currency,
  renews: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** POST /api/subscription-status: the server asks the provider again, then answers the state. */
export const subscriptionStatusBodySchema = z.object({ subscriptionId: z.uuid({ error: schemaMessages.abonnementInvalide }) });
export const subscriptionStatusResultSchema = z.object({
  subscription: subscriptionViewSchema,
  /** The account's tier and status now (what the profile modal shows). */
  subscriptionTier: z.enum(TIERS),
  subscriptionStatus: z.string(),
});
export type SubscriptionStatusResult = z.infer<typeof subscriptionStatusResultSchema>;

/** GET /api/subscription: the payer's subscriptions and passes, newest first (settings, profile modal). */
export const mySubscriptionsSchema = z.object({ subscriptions: z.array(subscriptionViewSchema) });
export type MySubscriptions = z.infer<typeof mySubscriptionsSchema>;

/** DELETE /api/subscription: renewal stops; the tier holds until `endsAt`. */
export const cancelSubscriptionResultSchema = z.object({ message: z.string(), endsAt: z.string().nullable() });
export type CancelSubscriptionResult = z.infer<typeof cancelSubscriptionResultSchema>;

/**
 * POST /api/sandbox/card-payments: the sandbox card form (sandbox mode only), for any pending card payment (a
 * subscription's, a sponsorship's): the payment intent's client secret, as Stripe.js confirms with it.
 */
export const sandboxCardPaymentBodySchema = z.object({
  clientSecret: z.string({ error: schemaMessages.paiementInvalide }).regex(/^pi_\w+_secret_\w+$/, { error: schemaMessages.paiementInvalide }).max(200),
  cardNumber: plainText().max(30),
  expiry: plainText().max(7),
  cvc: plainText().max(4),
});
export const sandboxCardPaymentResultSchema = z.object({ status: z.enum(['succeeded', 'failed']), message: z.string().nullable() });
export type SandboxCardPaymentResult = z.infer<typeof sandboxCardPaymentResultSchema>;

/**
 * POST /api/hub2/create-payment-intent (viewer.md §7, the spec's fields, plus `planId`: a pass or another
 * plan; without it the Premium monthly plan). `amount` is in minor units (for FCFA the same number the
 * page shows) and must equal the server's price. return_url / cancel_url must be Kora's own pages
 * (relative, or on PUBLIC_URL); others are replaced by /hub2-success and /hub2-payment.
 */
export const hub2CreatePaymentIntentBodySchema = z.object({
  amount,
  currency,
  payment_method: z.enum(PAYMENT_METHODS, { error: schemaMessages.moyenPaiementInvalide }),
  customer_email: z.email({ error: schemaMessages.adresseEmailInvalide }).max(254),
  customer_phone: plainText().max(30).optional().nullable(),
  country: z.enum(COUNTRIES, { error: schemaMessages.paysInvalide }),
  return_url: plainText().max(500).optional(),
  cancel_url: plainText().max(500).optional(),
  planId: z.uuid({ error: schemaMessages.planInvalide }).optional(),
});
export type Hub2CreatePaymentIntentBody = z.input<typeof hub2CreatePaymentIntentBodySchema>;
export const hub2PaymentIntentResultSchema = z.object({ id: z.string(), payment_link: z.string() });
export type Hub2PaymentIntentResult = z.infer<typeof hub2PaymentIntentResultSchema>;

/** POST /api/hub2/confirm-payment: asks Hub2 again about the intent, answers its state. */
export const hub2ConfirmPaymentBodySchema = z.object({ id: plainText().min(1).max(100) });
export const hub2ConfirmPaymentResultSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  subscription: subscriptionViewSchema.nullable(),
  subscriptionTier: z.enum(TIERS),
});
export type Hub2ConfirmPaymentResult = z.infer<typeof hub2ConfirmPaymentResultSchema>;

/** Webhooks answer this (Stripe and Hub2 only look at the status). */
export const webhookAckSchema = z.object({ received: z.boolean() });

/** One figure per currency (never summed across currencies). */
const perCurrency = z.array(z.object({ currency, amount: z.number().int() }));

/** GET /api/admin/subscriptions: the 'Abonnements' section's real figures. */
export const adminSubscriptionsOverviewSchema = z.object({
  activeByTier: z.array(z.object({ tier: z.enum(PLAN_TIERS), count: z.number().int() })),
  revenueThisMonth: perCurrency,
  newThisMonth: z.number().int(),
  cancelledThisMonth: z.number().int(),
  passesSoldThisMonth: z.number().int(),
  /** The last 12 months, oldest first: 'YYYY-MM', revenue per currency, new subscriptions. */
  months: z.array(z.object({ month: z.string(), revenue: perCurrency, newSubscriptions: z.number().int() })),
  latestPayments: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      userEmail: z.string(),
      planName: z.string(),
      provider: z.enum(PAYMENT_PROVIDERS),
      method: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      amount: z.number().int(),
      currency,
    }),
  ),
});
export type AdminSubscriptionsOverview = z.infer<typeof adminSubscriptionsOverviewSchema>;

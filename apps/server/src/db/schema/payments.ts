import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  type Currency,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PLAN_TIERS,
  type PaymentProvider,
  type PaymentStatus,
  type PlanTier,
  SUBSCRIPTION_STATES,
  type SubscriptionState,
} from '@kora/shared';
import { oneOf } from './enum-check.js';
import { subscriptionPlans } from './plans.js';
import { users } from './users.js';

/**
 * What a user bought: a card subscription that renews, or a pass (or a mobile-money month)
 * bought once. The provider's reference (Stripe's subscription id, Hub2's payment intent id) is unique
 * per provider. The plan is referenced `on delete restrict`: a plan someone bought is deactivated,
 * never deleted; the tier, amount and currency charged are kept here, so a later plan edit rewrites
 * nothing. Only the payments module writes it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').notNull().references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerRef: text('provider_ref').notNull(),
    /** True for a card subscription that renews each period; false for a pass or a one-off period. */
    renews: boolean('renews').notNull(),
    tier: text('tier').$type<PlanTier>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Minor units charged per period (the server's price when the subscription was created). */
    amount: integer('amount').notNull(),
    status: text('status').$type<SubscriptionState>().notNull().default('incomplete'),
    /** The end of the paid period; null until the first payment arrives. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** The payer asked to stop renewing: the tier holds until currentPeriodEnd. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The period end the person was told, a day before, is coming (told once per end, whichever instance looks). */
    endingNoticeFor: timestamp('ending_notice_for', { withTimezone: true }),
    /** When a renewal failed (past_due); the tier holds until this plus the grace period. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /**
     * The provider's time of the newest event applied (Stripe's `created`), so an older event
     * arriving late cannot move the subscription backwards.
     */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_ref_key').on(t.provider, t.providerRef),
    // One pending card subscription per user at a time.
    uniqueIndex('subscriptions_one_incomplete_card_key').on(t.userId).where(sql`${t.status} = 'incomplete' and ${t.renews}`),
    index('subscriptions_user_idx').on(t.userId, t.status),
    index('subscriptions_created_idx').on(t.createdAt),
    check('subscriptions_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('subscriptions_tier_check', oneOf(t.tier, PLAN_TIERS)),
    check('subscriptions_currency_check', oneOf(t.currency, CURRENCIES)),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATES)),
    check('subscriptions_amount_check', sql`${t.amount} > 0`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Every status change of every subscription, with its time and cause ('stripe:invoice.paid',
 * 'hub2:payment.succeeded', 'user:cancel', 'clock:period_end', 'page:discard'…). Append-only.
 */
export const subscriptionStatusChanges = pgTable(
  'subscription_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<SubscriptionState>(),
    toStatus: text('to_status').$type<SubscriptionState>().notNull(),
    cause: text('cause').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_status_changes_subscription_idx').on(t.subscriptionId, t.at)],
);

/**
 * The payments ledger: append-only (a trigger refuses UPDATE and DELETE). Each line is one status of
 * one payment (pending, then succeeded or failed: a new line each), with the amount in minor units and
 * its currency; `(provider, provider_ref, status)` is unique, so a webhook delivered twice or a retried
 * request never writes the same line twice. Revenue is the sum of 'succeeded' lines per currency.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'restrict' }),
    planId: uuid('plan_id').notNull().references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the payment (Stripe invoice or payment intent, Hub2 payment intent). */
    providerRef: text('provider_ref').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** card, orange_money, wave… */
    method: text('method').notNull(),
    /** For a succeeded line: the period it paid for. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** Why it failed, as the provider said (French when Kora wrote it). */
    failureReason: text('failure_reason'),
    cause: text('cause').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_ledger_line_key').on(t.provider, t.providerRef, t.status),
    index('payment_ledger_at_idx').on(t.at),
    index('payment_ledger_user_idx').on(t.userId, t.at),
    check('payment_ledger_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payment_ledger_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payment_ledger_currency_check', oneOf(t.currency, CURRENCIES)),
    check('payment_ledger_amount_check', sql`${t.amount} > 0`),
  ],
);
export type PaymentLedgerRow = typeof paymentLedger.$inferSelect;

/**
 * Webhook events already processed, by provider and event id: inserted in the same transaction as
 * the event's effect, so an event delivered twice (or replayed) has its effect once.
 */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId], name: 'processed_webhook_events_pkey' }), check('processed_webhook_events_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS))],
);

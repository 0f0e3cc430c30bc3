import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, type Currency, PLAN_INTERVALS, PLAN_KINDS, PLAN_TIERS, PRICE_AMOUNT_MAX, type PlanInterval, type PlanKind, type PlanTier } from '@kora/shared';
import { oneOf } from './enum-check.js';

/**
 * Subscription plans and passes (live-creators-admin.md §3 'Subscription plan'). What a
 * plan sells is data: the tier it gives, its period, and its prices (below). Subscriptions and the
 * payments ledger will refer to a plan by `id` with `on delete restrict`, and keep the amount and
 * currency they charged themselves: a plan someone bought is deactivated, never deleted, and a
 * later price change never rewrites a past payment.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    tier: text('tier').$type<PlanTier>().notNull(),
    interval: text('interval').$type<PlanInterval>().notNull(),
    /** 'subscription' renews each period; 'pass' is bought once and ends with its period. */
    kind: text('kind').$type<PlanKind>().notNull().default('subscription'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    popular: boolean('popular').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_plans_tier_check', oneOf(t.tier, PLAN_TIERS)),
    check('subscription_plans_interval_check', oneOf(t.interval, PLAN_INTERVALS)),
    check('subscription_plans_kind_check', oneOf(t.kind, PLAN_KINDS)),
    // Nothing renews every day: a day-long plan is a pass.
    check('subscription_plans_daily_pass_check', sql`${t.kind} = 'pass' or ${t.interval} <> 'day'`),
    index('subscription_plans_active_idx').on(t.isActive),
  ],
);
export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;

/**
 * A plan's price in one currency, in integer minor units (XOF/XAF have none: 5000 FCFA is 5000;
 * EUR/USD count cents: 9,99 € is 999). A plan not sold in a currency has no row for it. 0 is allowed
 * (live-creators-admin.md §5: a price that is not a number becomes 0); selling at 0 is for the
 * payment code to refuse.
 */
export const subscriptionPlanPrices = pgTable(
  'subscription_plan_prices',
  {
    planId: uuid('plan_id').notNull().references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<Currency>().notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.currency], name: 'subscription_plan_prices_pkey' }),
    check('subscription_plan_prices_currency_check', oneOf(t.currency, CURRENCIES)),
    check('subscription_plan_prices_amount_check', sql`${t.amount} >= 0 and ${t.amount} <= ${sql.raw(String(PRICE_AMOUNT_MAX))}`),
  ],
);
export type SubscriptionPlanPriceRow = typeof subscriptionPlanPrices.$inferSelect;

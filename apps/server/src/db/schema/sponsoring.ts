import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  COUNTRIES,
  type Country,
  CURRENCIES,
  type Currency,
  EARNING_ACCOUNTS,
  EARNING_KINDS,
  type EarningAccount,
  type EarningKind,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  type PayoutMethod,
  type PayoutStatus,
  SPONSORSHIP_STATUSES,
  type SponsorshipStatus,
} from '@kora/shared';
import { oneOf } from './enum-check.js';
import { users } from './users.js';
import { videos } from './videos.js';

/**
 * A viewer's gift to a video's creator. Written 'pending' before the payer is asked, with the
 * provider's reference; it counts only once 'paid', with the amount the provider reported. The platform
 * share (basis points) is fixed when it is paid. Only the sponsoring module writes it.
 */
export const sponsorships = pgTable(
  'sponsorships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id').notNull().references(() => videos.id, { onDelete: 'restrict' }),
    creatorId: uuid('creator_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    sponsorId: uuid('sponsor_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    /** What the sponsor asked to give, minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** What the provider reported paid (recorded whatever the page said); null until paid. */
    paidAmount: integer('paid_amount'),
    message: text('message'),
    showPublicly: boolean('show_publicly').notNull().default(false),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerRef: text('provider_ref').notNull(),
    method: text('method').notNull(),
    status: text('status').$type<SponsorshipStatus>().notNull().default('pending'),
    platformShareBps: integer('platform_share_bps'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sponsorships_provider_ref_key').on(t.provider, t.providerRef),
    index('sponsorships_video_idx').on(t.videoId, t.status),
    index('sponsorships_creator_idx').on(t.creatorId, t.paidAt),
    check('sponsorships_currency_check', oneOf(t.currency, CURRENCIES)),
    check('sponsorships_status_check', oneOf(t.status, SPONSORSHIP_STATUSES)),
    check('sponsorships_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('sponsorships_amount_check', sql`${t.amount} > 0`),
  ],
);
export type SponsorshipRow = typeof sponsorships.$inferSelect;

/**
 * A creator's payout to a mobile-money number. Its status moves requested → refused, or requested →
 * sending → pending → paid | failed; every money movement it causes is a row of `creator_ledger`.
 */
export const creatorPayouts = pgTable(
  'creator_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    method: text('method').$type<PayoutMethod>().notNull(),
    country: text('country').$type<Country>().notNull(),
    /** The msisdn (country code and number, digits). */
    phone: text('phone').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The provider's transfer id, once the transfer was made. */
    transferRef: text('transfer_ref'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_payouts_transfer_key').on(t.transferRef),
    // One payout in flight per creator and currency: two requests at once cannot both take the balance.
    uniqueIndex('creator_payouts_one_open_key').on(t.creatorId, t.currency).where(sql`${t.status} in ('requested', 'sending', 'pending')`),
    index('creator_payouts_status_idx').on(t.status, t.createdAt),
    check('creator_payouts_currency_check', oneOf(t.currency, CURRENCIES)),
    check('creator_payouts_status_check', oneOf(t.status, PAYOUT_STATUSES)),
    check('creator_payouts_method_check', oneOf(t.method, PAYOUT_METHODS)),
    check('creator_payouts_country_check', oneOf(t.country, COUNTRIES)),
    check('creator_payouts_amount_check', sql`${t.amount} > 0`),
  ],
);
export type CreatorPayoutRow = typeof creatorPayouts.$inferSelect;

/**
 * The creators' ledger: append-only (a trigger refuses UPDATE and DELETE). Each row is one movement of
 * one creator's money in one currency, signed minor units, on one account: 'balance' (what Kora owes the
 * creator) or 'in_transit' (a payout on its way). A sponsorship paid is +gross and −platform share on the
 * balance; a payout asked moves the amount from the balance to in_transit; paid, it leaves in_transit;
 * refused or failed, it returns to the balance. Every balance is a sum of rows; each (kind, account) of
 * a sponsorship or payout is written once (unique), so a webhook delivered twice moves money once.
 * Balance rows of a sponsorship are held until `available_at` (chargebacks).
 */
export const creatorLedger = pgTable(
  'creator_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').$type<Currency>().notNull(),
    account: text('account').$type<EarningAccount>().notNull(),
    kind: text('kind').$type<EarningKind>().notNull(),
    amount: integer('amount').notNull(),
    sponsorshipId: uuid('sponsorship_id').references(() => sponsorships.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id').references(() => creatorPayouts.id, { onDelete: 'restrict' }),
    /** From when the movement may be paid out (a sponsorship's hold); its time for the others. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    cause: text('cause').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_ledger_sponsorship_key').on(t.sponsorshipId, t.kind, t.account).where(sql`${t.sponsorshipId} is not null`),
    uniqueIndex('creator_ledger_payout_key').on(t.payoutId, t.kind, t.account).where(sql`${t.payoutId} is not null`),
    index('creator_ledger_creator_idx').on(t.creatorId, t.currency, t.at),
    check('creator_ledger_currency_check', oneOf(t.currency, CURRENCIES)),
    check('creator_ledger_account_check', oneOf(t.account, EARNING_ACCOUNTS)),
    check('creator_ledger_kind_check', oneOf(t.kind, EARNING_KINDS)),
    check('creator_ledger_one_origin_check', sql`(${t.sponsorshipId} is null) <> (${t.payoutId} is null)`),
  ],
);
export type CreatorLedgerRow = typeof creatorLedger.$inferSelect;

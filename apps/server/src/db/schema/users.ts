import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, type AccountType, LOCALES, type Locale, SUBSCRIPTION_STATUSES, type SubscriptionStatus, type Tier, TIERS } from '@kora/shared';
import { oneOf } from './enum-check.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Argon2id of the account's 4-digit profile PIN (leaving a kids profile, opening a locked one); null: none set. */
    profilePinHash: text('profile_pin_hash'),
    profileImageUrl: text('profile_image_url'),
    accountType: text('account_type').$type<AccountType>().notNull().default('simple'),
    subscriptionTier: text('subscription_tier').$type<Tier>().notNull().default('free'),
    subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>().notNull().default('inactive'),
    // The free allowance (limit, minutes and seconds spent, its month): written only by users/free-allowance.repository.ts.
    freeWatchTimeLimit: integer('free_watch_time_limit').notNull().default(120),
    freeWatchTimeUsed: integer('free_watch_time_used').notNull().default(0),
    /** Exact metered seconds of the current period; freeWatchTimeUsed is its whole minutes. */
    freeWatchSecondsUsed: real('free_watch_seconds_used').notNull().default(0),
    /** First day (UTC) of the calendar month the allowance counts in; an older value means "reset". */
    watchPeriod: date('watch_period').notNull().default(sql`date_trunc('month', now() at time zone 'utc')::date`),
    /** Set while an admin has suspended the account: its sessions end and sign-in is refused. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Set while sign-in asks for a second factor (TOTP or a recovery code; `two_factor`): every session then passed it. */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** The language the person chose in /settings (`fr`, `en`); null: their browser's. Mails to them are written in it. */
    locale: text('locale').$type<Locale>(),
    /** The person asked for their account's deletion: it takes effect at `deletionAt` unless they cancel (signing in does). */
    deletionAt: timestamp('deletion_at', { withTimezone: true }),
    /** A creator's choice in that request: delete their videos (else they are unpublished). */
    deletionDeletesVideos: boolean('deletion_deletes_videos').notNull().default(false),
    /** When the account was erased: its personal data gone, the row kept for the ledgers and the journal. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * When the paid tier ends (a pass's end, a cancelled or past-due subscription's period end plus
     * grace); null when it does not end by itself (a renewing subscription, an admin's grant, free).
     * Every rights check reads the tier through the clock (`entitledUser`), so the tier falls back to
     * free at this instant even before the housekeeping writes it down.
     */
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
    /** Whether the paid tier renews by itself at the period end (shown as 'Renouvellement le …'). */
    subscriptionRenewsAt: timestamp('subscription_renews_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per address whatever its case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_account_type_check', oneOf(t.accountType, ACCOUNT_TYPES)),
    check('users_tier_check', oneOf(t.subscriptionTier, TIERS)),
    check('users_status_check', oneOf(t.subscriptionStatus, SUBSCRIPTION_STATUSES)),
    check('users_locale_check', oneOf(t.locale, LOCALES)),
    check('users_watch_time_check', sql`${t.freeWatchTimeLimit} >= 0 and ${t.freeWatchTimeUsed} >= 0`),
  ],
);
export type UserRow = typeof users.$inferSelect;

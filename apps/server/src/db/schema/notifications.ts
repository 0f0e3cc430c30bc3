import { CHOOSABLE_CHANNELS, NOTIFICATION_KIND_NAMES } from '@kora/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './enum-check.js';
import { users } from './users.js';

/** How far a delivery got: `held` waits for the end of quiet hours; `dropped` was not sent on purpose (stale, limit, no address). */
export const DELIVERY_STATUSES = ['pending', 'sending', 'held', 'sent', 'failed', 'dropped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * What a person was told, once: the in-app list (the bell) is these rows. `dedup_key` names the cause
 * (`live:<id>`, `pass-ending:<subscription>:<end>`), so a retried job or a second instance never tells twice.
 * The words are made when read, from `kind` and `data`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    dedupKey: text('dedup_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.dedupKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KIND_NAMES)),
  ],
);

/**
 * One channel's sending of a notification (push, e-mail, SMS): claimed before it is sent, so a job run
 * twice or on two instances sends it once. An SMS counts against the day's limit once sent.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    /** Why it was dropped or failed (French, for operators). */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_deliveries_once_idx').on(t.notificationId, t.channel),
    // The day's SMS of a person (the limit): the only reader, so push and e-mail deliveries stay out of it.
    index('notification_deliveries_sms_idx').on(t.userId, t.sentAt).where(sql`${t.channel} = 'sms'`),
    check('notification_deliveries_channel_check', oneOf(t.channel, CHOOSABLE_CHANNELS)),
    check('notification_deliveries_status_check', oneOf(t.status, DELIVERY_STATUSES)),
  ],
);

/** A channel a person turned on or off for a kind (absent: the kind's default). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check('notification_preferences_kind_check', oneOf(t.kind, NOTIFICATION_KIND_NAMES)),
    check('notification_preferences_channel_check', oneOf(t.channel, CHOOSABLE_CHANNELS)),
  ],
);

/** Where and when a person may be reached: their time zone (quiet hours), their verified SMS number, a number waiting for its code. */
export const notificationContacts = pgTable('notification_contacts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone'),
  /** The msisdn SMS go to (country code then number), once its code was given back. */
  smsPhone: text('sms_phone'),
  pendingPhone: text('pending_phone'),
  /** SHA-256 of the 6-digit code sent to `pending_phone`. */
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  codeAttempts: integer('code_attempts').notNull().default(0),
});

/** A browser's Web Push subscription (one per device that said yes); removed when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

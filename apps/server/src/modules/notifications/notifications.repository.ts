import { type ChoosableChannel, type Locale, NOTIFICATION_KINDS, type NotificationKind } from '@kora/shared';
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type DeliveryStatus, notificationContacts, notificationDeliveries, notificationPreferences, notifications } from '../../db/schema/index.js';

/** One notification to write for many people at once (a creator's followers), keyed by its cause. */
export interface NotificationBatch {
  userIds: readonly string[];
  kind: NotificationKind;
  data: Record<string, unknown>;
  key: string;
}

export interface StoredNotification {
  id: string;
  kind: NotificationKind;
  data: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
}

/** A delivery this run holds (claimed), with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  channel: ChoosableChannel;
  userId: string;
  notificationId: string;
  kind: NotificationKind;
  data: Record<string, unknown>;
  createdAt: Date;
  email: string;
  firstName: string;
  timeZone: string | null;
  /** The person's language (null: French, as nobody asked otherwise). */
  locale: Locale | null;
  smsPhone: string | null;
}

const pgArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}`;

export function createNotificationsRepository(db: Database) {
  return {
    /**
     * Writes the notification for each of `userIds` that does not have it yet (same key), and a pending
     * delivery for each channel it should go by: the person's choice or the kind's default, push only to a
     * person with a device subscribed, SMS only to a verified number. Answers the pending deliveries of
     * these people for this key, new or left pending by an earlier run that stopped before queueing them.
     */
    async createBatch({ userIds, kind, data, key }: NotificationBatch): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rules = NOTIFICATION_KINDS[kind];
      const ids = pgArray(userIds);
      // Each lookup starts from this page's people (never a whole table): a fan-out writes 5,000 at a time.
      await db.execute(sql`
        with page as (select r.id from unnest(${ids}::uuid[]) as r(id) join users u on u.id = r.id),
        inserted as (
          insert into notifications (user_id, kind, data, dedup_key)
          select page.id, ${kind}, ${JSON.stringify(data)}::jsonb, ${key} from page
          on conflict (user_id, dedup_key) do nothing
          returning id, user_id),
        subscribed as (select distinct user_id from push_subscriptions where user_id = any(${ids}::uuid[])),
        verified as (select user_id from notification_contacts where user_id = any(${ids}::uuid[]) and sms_phone is not null),
        chosen as (select user_id, channel, enabled from notification_preferences where user_id = any(${ids}::uuid[]) and kind = ${kind})
        insert into notification_deliveries (notification_id, user_id, channel)
        select i.id, i.user_id, c.channel
        from inserted i cross join unnest(${pgArray(rules.allowed)}::text[]) as c(channel)
        left join chosen p on p.user_id = i.user_id and p.channel = c.channel
        where coalesce(p.enabled, c.channel = any(${pgArray(rules.defaults)}::text[]))
          and (c.channel <> 'push' or i.user_id in (select user_id from subscribed))
          and (c.channel <> 'sms' or i.user_id in (select user_id from verified))`);
      const { rows } = await db.execute<{ id: string }>(sql`
        select d.id from notification_deliveries d join notifications n on n.id = d.notification_id
        where n.user_id = any(${ids}::uuid[]) and n.dedup_key = ${key} and d.status = 'pending'`);
      return rows.map((r) => r.id);
    },

    /** The person's notifications, newest first, `limit` at a time after the one named `before`. */
    async list(userId: string, limit: number, before?: string): Promise<StoredNotification[]> {
      const after = before
        ? sql`(${notifications.createdAt}, ${notifications.id}) < (select created_at, id from notifications where id = ${before} and user_id = ${userId})`
        : undefined;
      const rows = await db
        .select({ id: notifications.id, kind: notifications.kind, data: notifications.data, createdAt: notifications.createdAt, readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), after))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, kind: r.kind as NotificationKind }));
    },
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },
    /** Marks these (or all) of the person's notifications read; another person's ids change nothing. */
    async markRead(userId: string, ids: readonly string[] | undefined, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, [...ids]) : undefined));
    },

    async preferences(userId: string): Promise<Array<{ kind: string; channel: string; enabled: boolean }>> {
      return db
        .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
    },
    async setPreferences(userId: string, changes: ReadonlyArray<{ kind: NotificationKind; channel: ChoosableChannel; enabled: boolean }>): Promise<void> {
      if (changes.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(changes.map((c) => ({ userId, ...c })))
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel], set: { enabled: sql`excluded.enabled` } });
    },

    async contact(userId: string) {
      const [row] = await db.select().from(notificationContacts).where(eq(notificationContacts.userId, userId));
      return row ?? null;
    },
    /** Creates or changes the person's contact row. */
    async setContact(userId: string, values: Partial<Omit<typeof notificationContacts.$inferInsert, 'userId'>>): Promise<void> {
      await db.insert(notificationContacts).values({ userId, ...values }).onConflictDoUpdate({ target: notificationContacts.userId, set: values });
    },
    /** Counts one more wrong code; answers the attempts so far. */
    async countCodeAttempt(userId: string): Promise<number> {
      const [row] = await db
        .update(notificationContacts)
        .set({ codeAttempts: sql`${notificationContacts.codeAttempts} + 1` })
        .where(eq(notificationContacts.userId, userId))
        .returning({ attempts: notificationContacts.codeAttempts });
      return row?.attempts ?? 0;
    },

    /**
     * Takes these deliveries for this run (pending, or held past quiet hours): a delivery another run took is
     * not answered, so it is sent once whatever runs twice.
     */
    async claim(ids: readonly string[]): Promise<ClaimedDelivery[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.execute<{
        id: string; channel: ChoosableChannel; user_id: string; notification_id: string; kind: NotificationKind; data: Record<string, unknown>;
        created_at: string; email: string; first_name: string; locale: Locale | null; time_zone: string | null; sms_phone: string | null;
      }>(sql`
        with claimed as (
          update notification_deliveries set status = 'sending'
          where id = any(${pgArray(ids)}::uuid[]) and status in ('pending', 'held')
          returning id, channel, user_id, notification_id)
        select c.id, c.channel, c.user_id, c.notification_id, n.kind, n.data, n.created_at, u.email, u.first_name, u.locale, k.time_zone, k.sms_phone
        from claimed c join notifications n on n.id = c.notification_id join users u on u.id = c.user_id
        left join notification_contacts k on k.user_id = c.user_id`);
      return rows.map((r) => ({
        id: r.id, channel: r.channel, userId: r.user_id, notificationId: r.notification_id, kind: r.kind, data: r.data,
        createdAt: new Date(r.created_at), email: r.email, firstName: r.first_name, locale: r.locale, timeZone: r.time_zone, smsPhone: r.sms_phone,
      }));
    },
    /** Writes how each delivery of a batch ended, in one statement. */
    async finishMany(outcomes: ReadonlyArray<{ id: string; status: DeliveryStatus; detail: string | null }>, at: Date): Promise<void> {
      if (outcomes.length === 0) return;
      await db.execute(sql`
        update notification_deliveries d set status = v.status, detail = v.detail, sent_at = case when v.status = 'sent' then ${at}::timestamptz end
        from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as v(id uuid, status text, detail text)
        where d.id = v.id`);
    },
    /** SMS sent to the person since `since` (the day's limit). */
    async smsSentSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.channel, 'sms'), eq(notificationDeliveries.status, 'sent'), gte(notificationDeliveries.sentAt, since)));
      return row?.n ?? 0;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

import { ENDING_NOTICE } from '@kora/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentProvider, SubscriptionState } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { paymentLedger, type PaymentLedgerRow, processedWebhookEvents, subscriptionStatusChanges, subscriptions, type SubscriptionRow } from '../../db/schema/index.js';

export type NewSubscription = Pick<typeof subscriptions.$inferInsert, 'userId' | 'planId' | 'provider' | 'providerRef' | 'renews' | 'tier' | 'currency' | 'amount'>;
export type NewLedgerLine = Omit<typeof paymentLedger.$inferInsert, 'id' | 'at'>;
type Changeable = Partial<Pick<SubscriptionRow, 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'pastDueSince' | 'providerUpdatedAt'>>;

/** A second card subscription waiting for its first payment (one at a time per user). */
export const isPendingConflict = (error: unknown): boolean => isUniqueViolation(error, 'subscriptions_one_incomplete_card_key');

/**
 * The only code that writes `subscriptions`, their status history, the payments ledger (append-only:
 * insert only) and the processed webhook events. Give it a transaction to make a fact's writes one.
 */
export function createSubscriptionsRepository(db: DbExecutor) {
  return {
    /** A new subscription, 'incomplete', with its first history line. */
    async insert(values: NewSubscription, cause: string): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      await db.insert(subscriptionStatusChanges).values({ subscriptionId: row.id, fromStatus: null, toStatus: row.status, cause });
      return row;
    },
    async findById(id: string, { forUpdate = false } = {}): Promise<SubscriptionRow | undefined> {
      const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },
    async findByRef(provider: PaymentProvider, providerRef: string, { forUpdate = false } = {}): Promise<SubscriptionRow | undefined> {
      const query = db.select().from(subscriptions).where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, providerRef)));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },
    /** A user's subscriptions and passes, newest first. */
    async listForUser(userId: string, limit = 50): Promise<SubscriptionRow[]> {
      return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt)).limit(limit);
    },
    /** Those that may still give a tier (the entitlement is computed from them). */
    async entitlingForUser(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'past_due', 'canceled'])));
    },
    /**
     * Changes fields, and the status when given. A history line when the status differs, and when the
     * payer's stop of renewal changes (same status, its own cause: a cancellation is a fact of its own).
     */
    async change(row: SubscriptionRow, values: Changeable & { status?: SubscriptionState }, cause: string): Promise<SubscriptionRow> {
      const [updated] = await db
        .update(subscriptions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, row.id))
        .returning();
      if (!updated) throw new Error('subscription vanished');
      const statusChanged = values.status !== undefined && values.status !== row.status;
      const stopChanged = values.cancelAtPeriodEnd !== undefined && values.cancelAtPeriodEnd !== row.cancelAtPeriodEnd;
      if (statusChanged || stopChanged) {
        await db.insert(subscriptionStatusChanges).values({ subscriptionId: row.id, fromStatus: row.status, toStatus: updated.status, cause });
      }
      return updated;
    },
    /** The status history of a subscription, oldest first. */
    async history(subscriptionId: string) {
      return db.select().from(subscriptionStatusChanges).where(eq(subscriptionStatusChanges.subscriptionId, subscriptionId)).orderBy(subscriptionStatusChanges.at);
    },
    /** Appends a ledger line; undefined when the same line (provider, ref, status) is already there. */
    async appendLedger(line: NewLedgerLine): Promise<PaymentLedgerRow | undefined> {
      const [row] = await db.insert(paymentLedger).values(line).onConflictDoNothing().returning();
      return row;
    },
    async ledgerOf(subscriptionId: string): Promise<PaymentLedgerRow[]> {
      return db.select().from(paymentLedger).where(eq(paymentLedger.subscriptionId, subscriptionId)).orderBy(paymentLedger.at);
    },
    /** Whether a succeeded payment exists for the subscription. */
    async hasSucceededPayment(subscriptionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentLedger.id })
        .from(paymentLedger)
        .where(and(eq(paymentLedger.subscriptionId, subscriptionId), eq(paymentLedger.status, 'succeeded')))
        .limit(1);
      return row !== undefined;
    },
    /** Marks a webhook event processed; false when it already was (the caller then does nothing). */
    async markEventProcessed(provider: PaymentProvider, eventId: string, type: string): Promise<boolean> {
      const [row] = await db.insert(processedWebhookEvents).values({ provider, eventId, type }).onConflictDoNothing().returning({ eventId: processedWebhookEvents.eventId });
      return row !== undefined;
    },
    /**
     * Subscriptions whose tier time is over at `now` but whose status still says otherwise: a pass or
     * a cancelled subscription past its period end, a past-due one past its grace. Locked, skipping
     * rows another instance is already expiring.
     */
    /**
     * Passes and stopped subscriptions ending soon (ENDING_NOTICE) whose holder was not yet told, marked told in
     * the same statement (so one instance tells, once per period end).
     */
    async claimEndingNotices(now: Date, limit = 100): Promise<SubscriptionRow[]> {
      const hours = (h: number) => sql`make_interval(hours => ${h})`;
      const lead = sql`case when current_period_end - created_at > ${hours(ENDING_NOTICE.shortPassUpToHours)} then ${hours(ENDING_NOTICE.hours)} else ${hours(ENDING_NOTICE.shortPassHours)} end`;
      return db
        .update(subscriptions)
        .set({ endingNoticeFor: sql`${subscriptions.currentPeriodEnd}` })
        .where(
          sql`${subscriptions.id} in (select id from subscriptions where status = 'active' and (not renews or cancel_at_period_end)
            and current_period_end > ${now} and current_period_end <= ${now}::timestamptz + ${lead}
            and ending_notice_for is distinct from current_period_end limit ${limit} for update skip locked)`,
        )
        .returning();
    },
    async lapsed(now: Date, graceDays: number, limit = 100): Promise<SubscriptionRow[]> {
      const grace = sql`make_interval(days => ${graceDays})`;
      return db
        .select()
        .from(subscriptions)
        .where(
          sql`(${subscriptions.status} = 'active' and (not ${subscriptions.renews} or ${subscriptions.cancelAtPeriodEnd}) and ${subscriptions.currentPeriodEnd} <= ${now})
            or (${subscriptions.status} = 'past_due' and ${subscriptions.currentPeriodEnd} + ${grace} <= ${now})
            or (${subscriptions.status} = 'canceled' and ${subscriptions.currentPeriodEnd} <= ${now})`,
        )
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;

import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The browsers that said yes to Web Push, by person (the only code touching `push_subscriptions`). */
export function createPushSubscriptionsRepository(db: Database) {
  return {
    /** Saves a browser's subscription; the same endpoint signed in as someone else now belongs to them. */
    async save(userId: string, subscription: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: subscription.p256dh, auth: subscription.auth } });
    },
    async remove(userId: string, endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },
    /** The push service said this subscription is gone. */
    async removeById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    async of(userId: string): Promise<StoredPushSubscription[]> {
      return db
        .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
    },
    /** The subscriptions of these people, by person (a batch of deliveries reads them at once). */
    async ofUsers(userIds: readonly string[]): Promise<Map<string, StoredPushSubscription[]>> {
      const byUser = new Map<string, StoredPushSubscription[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({ userId: pushSubscriptions.userId, id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
      for (const { userId, ...target } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), target]);
      return byUser;
    },
    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      return row?.n ?? 0;
    },
  };
}
export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;

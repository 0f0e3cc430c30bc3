import { NOTIFICATION_KIND_NAMES, type NotificationKind } from '@kora/shared';
import { z } from 'zod';
import { createCreatorsRepository } from '../../modules/creators/creators.repository.js';
import { createLivesRepository } from '../../modules/lives/lives.repository.js';
import { deliverNotifications } from '../../modules/notifications/deliver.js';
import { createNotificationsRepository } from '../../modules/notifications/notifications.repository.js';
import { createPushSubscriptionsRepository } from '../../modules/notifications/push-subscriptions.repository.js';
import { createUsersRepository } from '../../modules/users/users.repository.js';
import { defineJob, type JobWorkerDeps } from '../job.js';

/** People written to per statement of a fan-out, and deliveries per job. */
const FANOUT_BATCH = 5000;
const DELIVERY_BATCH = 100;

const chunks = <T>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * One notification to write: to one person, or to every follower of a creator (in pages, so a channel of
 * 100,000 followers holds no long transaction). Written once per person and key, however often this runs;
 * its deliveries are queued in jobs of their own.
 */
export const notificationFanoutJob = defineJob({
  payload: z.object({
    kind: z.enum(NOTIFICATION_KIND_NAMES),
    data: z.record(z.string(), z.unknown()),
    key: z.string().min(1).max(200),
    to: z.union([z.object({ userId: z.uuid() }), z.object({ followersOf: z.uuid() })]),
  }),
  options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 },
  worker: ({ db, jobs }: JobWorkerDeps) => {
    const notifications = createNotificationsRepository(db);
    const creators = createCreatorsRepository(db);
    const write = async (userIds: string[], kind: NotificationKind, data: Record<string, unknown>, key: string) => {
      const deliveries = await notifications.createBatch({ userIds, kind, data, key });
      await jobs.sendMany('notification.deliver', chunks(deliveries, DELIVERY_BATCH).map((ids) => ({ ids })));
    };
    return {
      async handler({ kind, data, key, to }) {
        if ('userId' in to) return write([to.userId], kind, data, key);
        for (let after: string | null = null; ; ) {
          const page = await creators.followerIdsAfter(to.followersOf, after, FANOUT_BATCH);
          if (page.length > 0) await write(page, kind, data, key);
          if (page.length < FANOUT_BATCH) return;
          after = page[page.length - 1] ?? null;
        }
      },
    };
  },
});

/** Sends a batch of deliveries (push, e-mail, SMS), each once; see `deliverNotifications`. */
export const notificationDeliverJob = defineJob({
  payload: z.object({ ids: z.array(z.uuid()).min(1).max(DELIVERY_BATCH) }),
  options: { retryLimit: 4, retryDelay: 30, retryBackoff: true, expireInSeconds: 10 * 60 },
  worker: ({ db, jobs, messengers, config }: JobWorkerDeps) => {
    const lives = createLivesRepository(db);
    const users = createUsersRepository(db);
    const deps = {
      repository: createNotificationsRepository(db),
      pushes: createPushSubscriptionsRepository(db),
      messengers,
      publicUrl: config.publicUrl,
      now: () => new Date(),
      async isStale(kind: NotificationKind, data: Record<string, unknown>, userId: string) {
        if (kind === 'live_started') return !(await lives.findById(String(data.liveId)))?.isLive;
        if (kind !== 'pass_ending') return false;
        // Ended already, or renewed since (the account's tier now ends later).
        const endsAt = new Date(String(data.endsAt));
        const user = await users.findById(userId);
        return endsAt <= new Date() || (user?.subscriptionEndsAt?.getTime() ?? 0) > endsAt.getTime();
      },
      holdUntil: (ids: string[], until: Date) => jobs.send('notification.deliver', { ids }, undefined, { startAfter: until }),
    };
    return {
      handler: ({ ids }, { lastAttempt }) => deliverNotifications(ids, deps, { lastAttempt }),
    };
  },
});

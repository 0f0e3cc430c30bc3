import type { NotificationData, NotificationKind } from '@kora/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { JobSender } from '../../jobs/job.js';

/** Whom a notification is for: one person, or every follower of a creator. */
export type NotificationAudience = { userId: string } | { followersOf: string };

export interface Notice<K extends NotificationKind> {
  kind: K;
  data: NotificationData[K];
  /** Names the cause ('live:<id>', 'payment:<ledger line>'): one notification per person and key, whatever runs twice. */
  key: string;
  to: NotificationAudience;
}

/**
 * Queues a notification (the `notification.fanout` job writes it and queues its deliveries). Never throws: a
 * notification that cannot be queued is logged, and what caused it (a payment, a live) stands.
 */
export type Notify = <K extends NotificationKind>(notice: Notice<K>) => Promise<void>;

export function createNotify(jobs: Pick<JobSender, 'send'>, log: FastifyBaseLogger): Notify {
  return async ({ kind, data, key, to }) => {
    const audience = 'userId' in to ? `user:${to.userId}` : `followers:${to.followersOf}`;
    try {
      await jobs.send('notification.fanout', { kind, data: data as Record<string, unknown>, key, to }, `${kind}:${key}:${audience}`);
    } catch (err) {
      log.warn({ err, kind, key }, 'notification non envoyée');
    }
  };
}

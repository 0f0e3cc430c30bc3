import { createRateLimiter } from '../../http/rate-limiter.js';
import { createThrottle } from '../../http/throttle.js';
import { defaultDownloadPolicy } from '../../net/safe-download.js';
import type { KoraModule } from '../module.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';

/**
 * Notifications: the bell's list, each person's channels, their SMS number and time zone, their browsers'
 * Web Push subscriptions. Other modules tell people things through `ModuleDeps.notify` (a job); the jobs
 * in `jobs/handlers/notification-jobs.ts` write and deliver them.
 */
export const notificationsModule: KoraModule = async (app, { db, messengers, clock, config, downloadPolicy }) => {
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(db),
    pushes: createPushSubscriptionsRepository(db),
    sms: messengers.sms,
    unsubscribe: messengers.unsubscribe,
    throttle: createThrottle(createRateLimiter(db)),
    clock,
    pushPolicy: downloadPolicy ?? defaultDownloadPolicy(0, config.fetchAllowAddresses),
  });
  await app.register(notificationsRoutes, { notifications, pushKey: messengers.push.publicKey });
};

import type { z } from 'zod';
import { accountExportJob } from './handlers/account-export.js';
import { notificationDeliverJob, notificationFanoutJob } from './handlers/notification-jobs.js';
import { prepareAv1Job } from './handlers/prepare-av1.js';
import { prepareVideoJob } from './handlers/prepare-video.js';

/**
 * Every background job by name: adding a job is its file in `handlers/` and one line here.
 * The queue creates a queue per entry and every worker process runs every entry.
 */
export const jobDefinitions = {
  'video.prepare': prepareVideoJob,
  'video.av1': prepareAv1Job,
  'notification.fanout': notificationFanoutJob,
  'notification.deliver': notificationDeliverJob,
  'account.export': accountExportJob,
} as const;

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]['payload']>;

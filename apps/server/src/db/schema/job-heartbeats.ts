import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Running jobs say they are alive here (pg-boss 10 has no heartbeat). A job whose worker has
 * gone silent (killed, machine lost) is failed by any other worker's sweep, so pg-boss retries
 * it within a minute instead of after the job's expiry.
 */
export const jobHeartbeats = pgTable('job_heartbeats', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  worker: text('worker').notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

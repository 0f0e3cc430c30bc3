import { sql } from 'drizzle-orm';
import type { AdminOverview } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';

/**
 * The admin area's first screen (GET /api/admin/overview): what waits for an admin, in one
 * statement. A read-only reporting query over other modules' tables (lives, creator
 * applications, creators' payouts, videos, users), like the creator stats; their owners keep every write. The
 * pending counts read partial indexes (`*_pending_idx`); the videos' states and today's sign-ups
 * (since midnight UTC) are counts over small ranges.
 */
export async function readAdminOverview(db: DbExecutor): Promise<AdminOverview> {
  const result = await db.execute<AdminOverview>(sql`
    select
      (select count(*) from live_streams where status = 'pending')::int as "pendingLives",
      (select count(*) from creator_applications where status = 'pending')::int as "pendingApplications",
      (select count(*) from creator_payouts where status = 'requested')::int as "pendingPayouts",
      (select count(*) from videos where review_status = 'pending')::int as "pendingVideos",
      (select count(*) from videos where status = 'failed')::int as "failedVideos",
      (select count(*) from videos where status = 'processing')::int as "processingVideos",
      (select count(*) from users where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc')::int as "signupsToday"`);
  const row = result.rows[0];
  if (!row) throw new Error('admin overview: no row');
  return row;
}

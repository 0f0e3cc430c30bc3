import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { type UserRow, users, watchSegments } from '../../db/schema/index.js';

/** The calendar month (UTC: the time of Dakar and Abidjan) the allowance counts in. */
const currentPeriod = sql`date_trunc('month', now() at time zone 'utc')::date`;

export interface Allowance {
  usedMinutes: number;
  limitMinutes: number;
}

/**
 * The free allowance of an account, the users module's: its columns of `users` (the limit, what is spent this month)
 * and `watch_segments`, the segments charged to it (each once a day, whatever the rendition). Playback asks it at
 * every playback and charges each segment a metered viewer fetches; nothing else writes them.
 */
export function createFreeAllowanceRepository(db: DbExecutor) {
  return {
    /** An admin sets the monthly limit (what is spent stays); the account as it now is. */
    async setLimit(userId: string, minutes: number): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ freeWatchTimeLimit: minutes, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
      return row;
    },

    /** The user's allowance this month; a new month starts from zero (written once, on first use). */
    async allowance(userId: string): Promise<Allowance | undefined> {
      await db
        .update(users)
        .set({ freeWatchSecondsUsed: 0, freeWatchTimeUsed: 0, watchPeriod: currentPeriod })
        .where(sql`${users.id} = ${userId} and ${users.watchPeriod} < ${currentPeriod}`);
      const [row] = await db
        .select({ usedMinutes: users.freeWatchTimeUsed, limitMinutes: users.freeWatchTimeLimit })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Charges one delivered segment: counted once per user, video, day and segment index
     * (whatever the rendition), in one statement so concurrent fetches cannot double-count.
     * Says whether the whole minutes shown to the user changed.
     */
    async charge(userId: string, videoId: string, segmentIndex: number, seconds: number): Promise<{ minuteChanged: boolean }> {
      const result = await db.execute<{ minute_changed: boolean }>(sql`
        with charged as (
          insert into ${watchSegments} (user_id, video_id, day, segment_index, seconds)
          values (${userId}, ${videoId}, (now() at time zone 'utc')::date, ${segmentIndex}, ${seconds})
          on conflict do nothing
          returning seconds
        )
        update ${users}
        set free_watch_seconds_used = free_watch_seconds_used + (select coalesce(sum(seconds), 0) from charged),
            free_watch_time_used = floor((free_watch_seconds_used + (select coalesce(sum(seconds), 0) from charged)) / 60)
        where id = ${userId} and exists (select 1 from charged)
        returning floor((free_watch_seconds_used - (select sum(seconds) from charged)) / 60) <> free_watch_time_used as minute_changed`);
      return { minuteChanged: result.rows[0]?.minute_changed === true };
    },
  };
}
export type FreeAllowanceRepository = ReturnType<typeof createFreeAllowanceRepository>;

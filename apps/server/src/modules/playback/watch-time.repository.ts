import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, watchProgress, watchSegments } from '../../db/schema/index.js';

/** The calendar month (UTC: the time of Dakar and Abidjan) the allowance counts in. */
const currentPeriod = sql`date_trunc('month', now() at time zone 'utc')::date`;

export interface Allowance {
  usedMinutes: number;
  limitMinutes: number;
}

export function createWatchTimeRepository(db: Database) {
  return {
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

    /** Saves a resume position, at most once every `everySeconds` per user and video; true when written. */
    async saveProgress(userId: string, videoId: string, positionSeconds: number, everySeconds: number): Promise<boolean> {
      const written = await db
        .insert(watchProgress)
        .values({ userId, videoId, positionSeconds })
        .onConflictDoUpdate({
          target: [watchProgress.userId, watchProgress.videoId],
          set: { positionSeconds, updatedAt: sql`now()` },
          setWhere: sql`${watchProgress.updatedAt} <= now() - make_interval(secs => ${everySeconds})`,
        })
        .returning({ userId: watchProgress.userId });
      return written.length > 0;
    },

    async resumeAt(userId: string, videoId: string): Promise<number> {
      const [row] = await db
        .select({ position: watchProgress.positionSeconds })
        .from(watchProgress)
        .where(sql`${watchProgress.userId} = ${userId} and ${watchProgress.videoId} = ${videoId}`);
      return row?.position ?? 0;
    },
  };
}
export type WatchTimeRepository = ReturnType<typeof createWatchTimeRepository>;

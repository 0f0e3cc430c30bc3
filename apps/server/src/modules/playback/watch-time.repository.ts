import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { videos, watchDaily, watchProgress } from '../../db/schema/index.js';

/** Playback's records of watching: resume positions and the seconds watched each day (creators' figures). */
export function createWatchTimeRepository(db: DbExecutor) {
  return {
    /**
     * Saves a profile's resume position, at most once every `everySeconds` per profile and video; true when
     * written. The same statement credits the seconds watched today (UTC) to the account's `watch_daily`, stamped
     * with the video's uploader: the position's advance since the previous write, never more than
     * the wall-clock time since it (+1 s of rounding), so seeking ahead or replaying a report credits
     * nothing it did not play; a first write credits its position, at most one reporting period.
     */
    async saveProgress({ userId, profileId }: { userId: string; profileId: string }, videoId: string, positionSeconds: number, everySeconds: number): Promise<boolean> {
      const result = await db.execute<{ written: number }>(sql`
        with previous as (
          select position_seconds, updated_at from ${watchProgress} where profile_id = ${profileId} and video_id = ${videoId}
        ),
        written as (
          insert into ${watchProgress} (profile_id, video_id, position_seconds) values (${profileId}, ${videoId}, ${positionSeconds})
          on conflict (profile_id, video_id) do update set position_seconds = excluded.position_seconds, updated_at = now()
          where ${watchProgress.updatedAt} <= now() - make_interval(secs => ${everySeconds})
          returning 1
        ),
        credit as (
          select case
            when previous.updated_at is null then least(${positionSeconds}::float8, ${everySeconds}::float8)
            else least(greatest(${positionSeconds} - previous.position_seconds, 0), extract(epoch from now() - previous.updated_at) + 1)::float8
          end as seconds
          from written left join previous on true
        ),
        credited as (
          insert into ${watchDaily} (user_id, video_id, day, creator_id, seconds)
          select ${userId}, ${videoId}, (now() at time zone 'utc')::date, (select uploaded_by from ${videos} where id = ${videoId}), credit.seconds
          from credit where credit.seconds > 0
          on conflict (user_id, video_id, day) do update set seconds = ${watchDaily}.seconds + excluded.seconds
        )
        select count(*)::int as written from written`);
      return (result.rows[0]?.written ?? 0) > 0;
    },

    /** Records seconds already watched (the demo channel's history), added to what a day holds. */
    async recordPastWatch(rows: Array<{ userId: string; videoId: string; creatorId: string | null; day: string; seconds: number }>): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(watchDaily)
        .values(rows)
        .onConflictDoUpdate({ target: [watchDaily.userId, watchDaily.videoId, watchDaily.day], set: { seconds: sql`${watchDaily.seconds} + excluded.seconds` } });
    },

    async resumeAt(profileId: string, videoId: string): Promise<number> {
      const [row] = await db
        .select({ position: watchProgress.positionSeconds })
        .from(watchProgress)
        .where(sql`${watchProgress.profileId} = ${profileId} and ${watchProgress.videoId} = ${videoId}`);
      return row?.position ?? 0;
    },
  };
}
export type WatchTimeRepository = ReturnType<typeof createWatchTimeRepository>;

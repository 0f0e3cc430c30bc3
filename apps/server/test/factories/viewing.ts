import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { videoViews, watchProgress } from '../../src/db/schema/index.js';
import { createWatchTimeRepository } from '../../src/modules/playback/watch-time.repository.js';

/* Viewing history (views are the catalogue's, resume positions and watched seconds playback's), as the viewing of the past. */

/** Views that already happened (the rows only: a video's lifetime counter is what createVideo was given). */
export async function recordViews(db: Database, views: Array<{ userId: string; videoId: string; creatorId: string | null; viewedAt: Date }>): Promise<void> {
  if (views.length > 0) await db.insert(videoViews).values(views);
}

/** Seconds already watched on a day (YYYY-MM-DD, UTC), credited to the video's creator. */
export function recordWatch(db: Database, rows: Array<{ userId: string; videoId: string; creatorId: string | null; day: string; seconds: number }>): Promise<void> {
  return createWatchTimeRepository(db).recordPastWatch(rows);
}

/** A resume position, as the player's report writes it. */
export async function recordProgress(db: Database, userId: string, videoId: string, positionSeconds: number): Promise<void> {
  await createWatchTimeRepository(db).saveProgress(userId, videoId, positionSeconds, 0);
}

/** Makes the last report of a resume position `seconds` old (the reports' pace is what is tested). */
export async function ageProgress(db: Database, userId: string, videoId: string, seconds: number): Promise<void> {
  await db
    .update(watchProgress)
    .set({ updatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(watchProgress.userId, userId), eq(watchProgress.videoId, videoId)));
}

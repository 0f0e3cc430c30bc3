import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { profiles, videoViews, watchProgress } from '../../src/db/schema/index.js';
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

/** The account's first profile: the one a new session watches as. */
export async function firstProfileId(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId)).orderBy(asc(profiles.createdAt), asc(profiles.id)).limit(1);
  if (!row) throw new Error(`no profile for ${userId}`);
  return row.id;
}

/** A resume position of the account's first profile (or of `profileId`), as the player's report writes it. */
export async function recordProgress(db: Database, userId: string, videoId: string, positionSeconds: number, profileId?: string): Promise<void> {
  const viewer = { userId, profileId: profileId ?? (await firstProfileId(db, userId)) };
  await createWatchTimeRepository(db).saveProgress(viewer, videoId, positionSeconds, 0);
}

/** Makes the last report of the first profile's resume position `seconds` old (the reports' pace is what is tested). */
export async function ageProgress(db: Database, userId: string, videoId: string, seconds: number): Promise<void> {
  const profileId = await firstProfileId(db, userId);
  await db
    .update(watchProgress)
    .set({ updatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(watchProgress.profileId, profileId), eq(watchProgress.videoId, videoId)));
}

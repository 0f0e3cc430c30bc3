import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { playbackScreens } from '../../db/schema/index.js';

/** What a screen asks: this session plays this video now; `limit` other screens beaten since `since` fill the plan. */
export interface ScreenClaim {
  userId: string;
  sessionHash: string;
  videoId: string;
  now: Date;
  since: Date;
  limit: number;
  /**
   * A progress report keeps a screen but does not take back one its page released: reports of a
   * leaving page may arrive after its release. A playback request takes the screen anew.
   */
  beat?: boolean;
}

/** A screen that beat since `since` and whose page has not left. */
const playing = (since: Date) => and(gt(playbackScreens.lastSeenAt, since), isNull(playbackScreens.releasedAt));

/** Serialises, until the transaction ends, what changes the screens of one account. */
async function lockScreens(tx: Pick<Database, 'execute'>, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kora:screens:${userId}`}, 0))`);
}

/** The only code that reads and writes `playback_screens` (one row per session that played). */
export function createPlaybackScreensRepository(db: Database) {
  return {
    /**
     * Takes or keeps this session's screen, unless `limit` other screens of the account beat since
     * `since`; answers whether it did. Serialised per account by a transaction-scoped advisory lock,
     * so two screens starting together cannot both take the last slot.
     */
    async claim({ userId, sessionHash, videoId, now, since, limit, beat = false }: ScreenClaim): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockScreens(tx, userId);
        if (beat) {
          const [own] = await tx
            .select({ releasedAt: playbackScreens.releasedAt, videoId: playbackScreens.videoId })
            .from(playbackScreens)
            .where(and(eq(playbackScreens.userId, userId), eq(playbackScreens.sessionHash, sessionHash)));
          if (own?.releasedAt && own.videoId === videoId) return true;
        }
        const [row] = await tx
          .select({ others: sql<number>`count(*)::int` })
          .from(playbackScreens)
          .where(and(eq(playbackScreens.userId, userId), ne(playbackScreens.sessionHash, sessionHash), playing(since)));
        if ((row?.others ?? 0) >= limit) return false;
        await tx
          .insert(playbackScreens)
          .values({ userId, sessionHash, videoId, startedAt: now, lastSeenAt: now })
          .onConflictDoUpdate({
            target: [playbackScreens.userId, playbackScreens.sessionHash],
            set: {
              videoId,
              lastSeenAt: now,
              releasedAt: null,
              // A screen that had stopped starts anew.
              startedAt: sql`case when ${playbackScreens.lastSeenAt} > ${since.toISOString()}::timestamptz and ${playbackScreens.releasedAt} is null then ${playbackScreens.startedAt} else ${now.toISOString()}::timestamptz end`,
            },
          });
        return true;
      });
    },

    /**
     * This session's page left `videoId`: its screen is free at once (a no-op when it plays another
     * video). Under the account's lock too: a closing page sends its last beat beside the release,
     * and a beat that had read the screen as playing would otherwise write it back over the release.
     */
    async release(userId: string, sessionHash: string, videoId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await lockScreens(tx, userId);
        await tx
          .update(playbackScreens)
          .set({ releasedAt: now })
          .where(and(eq(playbackScreens.userId, userId), eq(playbackScreens.sessionHash, sessionHash), eq(playbackScreens.videoId, videoId)));
      });
    },

    /** The last beat of each of these sessions' screens (sessions that never played, or left, are absent). */
    async lastBeats(sessionHashes: string[]): Promise<Map<string, Date>> {
      if (sessionHashes.length === 0) return new Map();
      const rows = await db
        .select({ sessionHash: playbackScreens.sessionHash, lastSeenAt: playbackScreens.lastSeenAt })
        .from(playbackScreens)
        .where(and(inArray(playbackScreens.sessionHash, sessionHashes), isNull(playbackScreens.releasedAt)));
      return new Map(rows.map((r) => [r.sessionHash, r.lastSeenAt]));
    },
  };
}
export type PlaybackScreensRepository = ReturnType<typeof createPlaybackScreensRepository>;

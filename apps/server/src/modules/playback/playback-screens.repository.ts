import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
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
}

/** The only code that reads and writes `playback_screens` (one row per session that played). */
export function createPlaybackScreensRepository(db: Database) {
  return {
    /**
     * Takes or keeps this session's screen, unless `limit` other screens of the account beat since
     * `since`; answers whether it did. Serialised per account by a transaction-scoped advisory lock,
     * so two screens starting together cannot both take the last slot.
     */
    async claim({ userId, sessionHash, videoId, now, since, limit }: ScreenClaim): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kora:screens:${userId}`}, 0))`);
        const [row] = await tx
          .select({ others: sql<number>`count(*)::int` })
          .from(playbackScreens)
          .where(and(eq(playbackScreens.userId, userId), ne(playbackScreens.sessionHash, sessionHash), gt(playbackScreens.lastSeenAt, since)));
        if ((row?.others ?? 0) >= limit) return false;
        await tx
          .insert(playbackScreens)
          .values({ userId, sessionHash, videoId, startedAt: now, lastSeenAt: now })
          .onConflictDoUpdate({
            target: [playbackScreens.userId, playbackScreens.sessionHash],
            set: {
              videoId,
              lastSeenAt: now,
              // A screen that had stopped starts anew.
              startedAt: sql`case when ${playbackScreens.lastSeenAt} > ${since.toISOString()}::timestamptz then ${playbackScreens.startedAt} else ${now.toISOString()}::timestamptz end`,
            },
          });
        return true;
      });
    },

    /** The last beat of each of these sessions' screens (sessions that never played are absent). */
    async lastBeats(sessionHashes: string[]): Promise<Map<string, Date>> {
      if (sessionHashes.length === 0) return new Map();
      const rows = await db
        .select({ sessionHash: playbackScreens.sessionHash, lastSeenAt: playbackScreens.lastSeenAt })
        .from(playbackScreens)
        .where(inArray(playbackScreens.sessionHash, sessionHashes));
      return new Map(rows.map((r) => [r.sessionHash, r.lastSeenAt]));
    },
  };
}
export type PlaybackScreensRepository = ReturnType<typeof createPlaybackScreensRepository>;

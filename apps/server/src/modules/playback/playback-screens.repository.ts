import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { playbackScreens, sessions } from '../../db/schema/index.js';

/** What a screen asks: this session plays this video now; `limit` screens of the account beaten since `since` fill the plan. */
export interface ScreenClaim {
  userId: string;
  sessionHash: string;
  videoId: string;
  now: Date;
  since: Date;
  limit: number;
  /**
   * Playback really began here: the screen is taken anew, even from a newer device that had taken it. Without
   * it (a progress report), a screen playing here is kept and nothing else happens: a report takes no screen and
   * moves no other device (one released by its page stays free, the last reports of a leaving page may arrive after
   * the release; one that stopped stays stopped), and one a newer device took is refused.
   */
  start?: boolean;
}

/** Kept or taken; else the session of the newer device that took this screen (null when that one is gone). */
export type ScreenClaimResult = { kept: true } | { kept: false; takenBy: { userAgent: string | null } | null };

/** A screen that beat since `since` and whose page has not left. */
const playing = (since: Date) => and(gt(playbackScreens.lastSeenAt, since), isNull(playbackScreens.releasedAt));

const taker = alias(playbackScreens, 'taker');

/**
 * The refusal of a screen a newer device took while that device still plays, with its session's user agent (null
 * when that session is gone); else undefined (once the newer device stopped or left, this one is free again).
 */
async function takenFrom(db: Pick<Database, 'select'>, userId: string, sessionHash: string, since: Date): Promise<ScreenClaimResult | undefined> {
  const [own] = await db
    .select({ userAgent: sessions.userAgent })
    .from(playbackScreens)
    .innerJoin(taker, and(eq(taker.userId, playbackScreens.userId), eq(taker.sessionHash, playbackScreens.takenBy), gt(taker.lastSeenAt, since), isNull(taker.releasedAt)))
    .leftJoin(sessions, eq(sessions.idHash, taker.sessionHash))
    .where(and(eq(playbackScreens.userId, userId), eq(playbackScreens.sessionHash, sessionHash)));
  return own ? { kept: false, takenBy: own.userAgent === null ? null : { userAgent: own.userAgent } } : undefined;
}

/** Serialises, until the transaction ends, what changes the screens of one account. */
async function lockScreens(tx: Pick<Database, 'execute'>, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kora:screens:${userId}`}, 0))`);
}

/** The only code that reads and writes `playback_screens` (one row per session that played). */
export function createPlaybackScreensRepository(db: Database) {
  return {
    /**
     * Takes or keeps this session's screen. When the plan's `limit` are all playing elsewhere, the ones that
     * started first give way (released, marked as taken by this session): the newest device plays. Serialised
     * per account by a transaction-scoped advisory lock, so two screens starting together settle in turn.
     */
    async claim({ userId, sessionHash, videoId, now, since, limit, start = false }: ScreenClaim): Promise<ScreenClaimResult> {
      return db.transaction(async (tx) => {
        await lockScreens(tx, userId);
        const mine = and(eq(playbackScreens.userId, userId), eq(playbackScreens.sessionHash, sessionHash));
        if (!start) {
          const taken = await takenFrom(tx, userId, sessionHash, since);
          if (taken) return taken;
          await tx.update(playbackScreens).set({ videoId, lastSeenAt: now }).where(and(mine, playing(since)));
          return { kept: true };
        }
        const others = await tx
          .select({ sessionHash: playbackScreens.sessionHash })
          .from(playbackScreens)
          .where(and(eq(playbackScreens.userId, userId), ne(playbackScreens.sessionHash, sessionHash), playing(since)))
          .orderBy(asc(playbackScreens.startedAt), asc(playbackScreens.lastSeenAt));
        const givingWay = others.slice(0, Math.max(0, others.length - limit + 1)).map((o) => o.sessionHash);
        if (givingWay.length > 0) {
          await tx
            .update(playbackScreens)
            .set({ releasedAt: now, takenBy: sessionHash })
            .where(and(eq(playbackScreens.userId, userId), inArray(playbackScreens.sessionHash, givingWay)));
        }
        await tx
          .insert(playbackScreens)
          .values({ userId, sessionHash, videoId, startedAt: now, lastSeenAt: now })
          .onConflictDoUpdate({
            target: [playbackScreens.userId, playbackScreens.sessionHash],
            set: {
              videoId,
              lastSeenAt: now,
              releasedAt: null,
              takenBy: null,
              // A screen that had stopped starts anew.
              startedAt: sql`case when ${playbackScreens.lastSeenAt} > ${since.toISOString()}::timestamptz and ${playbackScreens.releasedAt} is null then ${playbackScreens.startedAt} else ${now.toISOString()}::timestamptz end`,
            },
          });
        return { kept: true };
      });
    },

    /** Whether a newer device that still plays took this session's screen (and this one has not started again since). */
    async taken(userId: string, sessionHash: string, since: Date): Promise<ScreenClaimResult | undefined> {
      return takenFrom(db, userId, sessionHash, since);
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

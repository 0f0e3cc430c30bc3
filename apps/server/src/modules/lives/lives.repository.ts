import { and, asc, desc, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { LiveSignal } from '@kora/shared';
import { idIsAnyOf } from '../../db/batch-reads.js';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { type LiveStreamRow, liveStreams, users, videos } from '../../db/schema/index.js';
import { POSTER_URL_PREFIX } from '../playback/poster-url.js';
import { listedVideos } from '../videos/videos.repository.js';

export type NewLive = Pick<typeof liveStreams.$inferInsert, 'title' | 'description' | 'category' | 'requiredTier' | 'ageRating' | 'status' | 'rejectionReason' | 'scheduledAt' | 'createdBy' | 'streamKeyHash' | 'streamKeyCiphertext'> & { id?: string };

/** A live with what lists show beside it: its creator's name, and the pictures it may show when it has no frame of its own. */
export interface LiveListing {
  live: LiveStreamRow;
  creatorName: string | null;
  /** The poster of its replay, once published and listed. */
  replayPoster: string | null;
  /** The channel's image: the poster Kora made for the creator's newest listed video rated for everyone. */
  channelPoster: string | null;
}


/**
 * The only code that touches `live_streams` (give it a transaction to make its writes part of a
 * larger change, such as an admin's decision and its audit row). Every state change is one
 * conditional UPDATE (… where the state allows it) so two instances, or a double click, never
 * apply it twice; callers learn from the returned row whether it happened.
 */
export function createLivesRepository(db: DbExecutor) {
  /** The batch read by ids (`batchedById`), prepared on first use. */
  const prepareByIds = () => db.select().from(liveStreams).where(idIsAnyOf(liveStreams.id)).prepare('live_streams_by_ids');
  let byIds: ReturnType<typeof prepareByIds> | undefined;
  const creatorName = sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;
  /** The newest listed video's Kora-made poster among those `where` picks (a correlated subquery of the listing). */
  const posterWhere = (where: SQL) =>
    sql<string | null>`(${db
      .select({ url: videos.thumbnailUrl })
      .from(videos)
      .where(and(listedVideos, like(videos.thumbnailUrl, `${POSTER_URL_PREFIX}%`), where))
      .orderBy(desc(videos.createdAt))
      .limit(1)})`;
  const listing = {
    live: liveStreams,
    creatorName,
    replayPoster: posterWhere(eq(videos.id, liveStreams.replayVideoId)),
    // Rated for everyone: a kids profile sees the live's card, and the picture must suit it whatever the channel makes.
    channelPoster: posterWhere(and(eq(videos.uploadedBy, liveStreams.createdBy), eq(videos.ageRating, 'tous')) as SQL),
  };
  const listed = () => db.select(listing).from(liveStreams).leftJoin(users, eq(users.id, liveStreams.createdBy));
  // On air first, then what is coming (soonest first), then the rest (newest first).
  const order = [desc(liveStreams.isLive), asc(sql`case when ${liveStreams.endedAt} is null then coalesce(${liveStreams.scheduledAt}, ${liveStreams.createdAt}) end`), desc(liveStreams.createdAt)];

  return {
    async insert(row: NewLive): Promise<LiveStreamRow> {
      const [created] = await db.insert(liveStreams).values(row).onConflictDoNothing({ target: liveStreams.id }).returning();
      if (created) return created;
      const [existing] = await db.select().from(liveStreams).where(eq(liveStreams.id, row.id ?? ''));
      return existing!;
    },

    async findById(id: string): Promise<LiveStreamRow | undefined> {
      const [row] = await db.select().from(liveStreams).where(eq(liveStreams.id, id));
      return row;
    },

    /** The lives among `ids` (signed media's rights checks read them in batches: `batchedById`). */
    findByIds(ids: readonly string[]): Promise<LiveStreamRow[]> {
      byIds ??= prepareByIds();
      return byIds.execute({ ids: [...ids] });
    },

    async findListing(id: string): Promise<LiveListing | undefined> {
      const [row] = await listed().where(eq(liveStreams.id, id));
      return row;
    },

    /** The live a video is the replay of, if it is one. */
    async findByReplay(videoId: string): Promise<LiveListing | undefined> {
      const [row] = await listed().where(eq(liveStreams.replayVideoId, videoId));
      return row;
    },

    /**
     * What a person may see in the lists: approved lives, plus their own whatever the status
     * (`mineToo`), or everything for admins. `activeOnly`: lives on air.
     */
    async list({ viewerId, everything, activeOnly, createdBy }: { viewerId: string | null; everything: boolean; activeOnly: boolean; createdBy?: string }): Promise<LiveListing[]> {
      const visible = everything ? undefined : or(eq(liveStreams.status, 'approved'), viewerId ? eq(liveStreams.createdBy, viewerId) : undefined);
      const where = and(visible, activeOnly ? eq(liveStreams.isLive, true) : undefined, createdBy ? eq(liveStreams.createdBy, createdBy) : undefined);
      return listed().where(where).orderBy(...order).limit(200);
    },

    async listPending(): Promise<LiveListing[]> {
      return listed().where(eq(liveStreams.status, 'pending')).orderBy(asc(liveStreams.createdAt));
    },

    /** pending → approved; undefined when it was not pending. */
    async approve(id: string): Promise<LiveStreamRow | undefined> {
      const [row] = await db.update(liveStreams).set({ status: 'approved', rejectionReason: null }).where(and(eq(liveStreams.id, id), eq(liveStreams.status, 'pending'))).returning();
      return row;
    },

    /** pending → rejected with its reason; undefined when it was not pending. */
    async reject(id: string, reason: string): Promise<LiveStreamRow | undefined> {
      const [row] = await db.update(liveStreams).set({ status: 'rejected', rejectionReason: reason }).where(and(eq(liveStreams.id, id), eq(liveStreams.status, 'pending'))).returning();
      return row;
    },

    async setAgeRating(id: string, ageRating: LiveStreamRow['ageRating']): Promise<LiveStreamRow | undefined> {
      const [row] = await db.update(liveStreams).set({ ageRating }).where(eq(liveStreams.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<LiveStreamRow | undefined> {
      const [row] = await db.delete(liveStreams).where(eq(liveStreams.id, id)).returning();
      return row;
    },

    /**
     * Puts an approved live that never ended on air. 'taken' when its creator already has one
     * on air (the partial unique index decides, whatever the instance); undefined when the live
     * was not startable (not approved, already on air or ended).
     */
    async start(id: string): Promise<LiveStreamRow | 'taken' | undefined> {
      try {
        const [row] = await db
          .update(liveStreams)
          .set({ isLive: true, startedAt: sql`now()`, signal: 'waiting', signalLostAt: null })
          .where(and(eq(liveStreams.id, id), eq(liveStreams.status, 'approved'), eq(liveStreams.isLive, false), isNull(liveStreams.endedAt)))
          .returning();
        return row;
      } catch (err) {
        if (isUniqueViolation(err, 'live_streams_one_running_idx')) return 'taken';
        throw err;
      }
    },

    /** On air → ended for good; undefined when it was not on air. */
    async end(id: string): Promise<LiveStreamRow | undefined> {
      const [row] = await db
        .update(liveStreams)
        .set({ isLive: false, endedAt: sql`now()`, signal: null, signalLostAt: null })
        .where(and(eq(liveStreams.id, id), eq(liveStreams.isLive, true)))
        .returning();
      return row;
    },

    /** What the ingest receives now, for a live on air; undefined when it is not on air. */
    async setSignal(id: string, signal: LiveSignal): Promise<LiveStreamRow | undefined> {
      const [row] = await db
        .update(liveStreams)
        .set({ signal, signalLostAt: signal === 'reconnecting' ? sql`now()` : null })
        .where(and(eq(liveStreams.id, id), eq(liveStreams.isLive, true)))
        .returning();
      return row;
    },

    /** A frame of the stream was stored, for a live on air; undefined when it is not on air. */
    async setPictureTaken(id: string): Promise<LiveStreamRow | undefined> {
      const [row] = await db.update(liveStreams).set({ pictureAt: sql`now()` }).where(and(eq(liveStreams.id, id), eq(liveStreams.isLive, true))).returning();
      return row;
    },

    /** The demo live back to "not started yet" at every start of the demo platform (it goes on air when its pattern publishes). */
    async resetForDemo(id: string): Promise<void> {
      await db.update(liveStreams).set({ isLive: false, startedAt: null, endedAt: null, signal: null, signalLostAt: null, replayVideoId: null, pictureAt: null }).where(eq(liveStreams.id, id));
    },

    async setReplay(id: string, videoId: string): Promise<void> {
      await db.update(liveStreams).set({ replayVideoId: videoId }).where(eq(liveStreams.id, id));
    },

    async rotateKey(id: string, streamKeyHash: string, streamKeyCiphertext: string): Promise<LiveStreamRow | undefined> {
      const [row] = await db.update(liveStreams).set({ streamKeyHash, streamKeyCiphertext }).where(eq(liveStreams.id, id)).returning();
      return row;
    },

    /** Stream key hashes the ingest accepts: approved lives that have not ended (some of `ids`, or all). */
    async publishableKeys(ids?: string[]): Promise<Array<{ id: string; streamKeyHash: string }>> {
      return db
        .select({ id: liveStreams.id, streamKeyHash: liveStreams.streamKeyHash })
        .from(liveStreams)
        .where(and(eq(liveStreams.status, 'approved'), isNull(liveStreams.endedAt), ids ? inArray(liveStreams.id, ids) : undefined));
    },

    /** Lives whose encoder dropped longer ago than the grace period (an instance that held them may have died). */
    async signalLostBefore(seconds: number): Promise<string[]> {
      const rows = await db
        .select({ id: liveStreams.id })
        .from(liveStreams)
        .where(and(eq(liveStreams.isLive, true), eq(liveStreams.signal, 'reconnecting'), sql`${liveStreams.signalLostAt} < now() - make_interval(secs => ${seconds})`));
      return rows.map((r) => r.id);
    },
  };
}
export type LivesRepository = ReturnType<typeof createLivesRepository>;

import { and, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type AgeRating, ratingsUpTo, type VideoSection } from '@kora/shared';
import { idIsAnyOf } from '../../db/batch-reads.js';
import type { DbExecutor } from '../../db/client.js';
import { liveStreams, videos, videoViews, watchProgress, type VideoRow } from '../../db/schema/index.js';

const LIST_LIMIT = 50;

/**
 * Listed = transcoded, not blocked by an admin, not unpublished by its uploader, approved (a creator's
 * upload under review is not public). The one place this rule is written (SQL and row).
 */
export const listedVideos = and(eq(videos.status, 'ready'), eq(videos.isActive, true), eq(videos.published, true), eq(videos.reviewStatus, 'approved')) as SQL;
/** Shown to viewers at all (whatever its processing state): not blocked, not unpublished, approved. */
export const isShown = (video: Pick<VideoRow, 'isActive' | 'published' | 'reviewStatus'>) => video.isActive && video.published && video.reviewStatus === 'approved';
/** The row form of `listedVideos`. */
export const isListed = (video: Pick<VideoRow, 'isActive' | 'published' | 'status' | 'reviewStatus'>) => isShown(video) && video.status === 'ready';

/** Rated at most `max` (a kids profile's maximum); no condition without one. */
const ratedUpTo = (max: AgeRating | undefined) => (max ? inArray(videos.ageRating, ratingsUpTo(max)) : undefined);

const viewsLast7Days = sql<number>`(select count(*) from ${videoViews} where ${videoViews.videoId} = ${videos.id} and ${videoViews.viewedAt} > now() - interval '7 days')`;

export interface ListedVideo {
  video: VideoRow;
  resumeAt: number;
}

export function createVideosRepository(db: DbExecutor) {
  /** The batch read by ids (`batchedById`), prepared on first use. */
  const prepareByIds = () => db.select().from(videos).where(idIsAnyOf(videos.id)).prepare('videos_by_ids');
  let byIds: ReturnType<typeof prepareByIds> | undefined;
  /** Videos with this profile's resume position (0 when none). */
  const select = (profileId: string | null) =>
    db
      .select({ video: videos, resumeAt: sql<number>`coalesce(${watchProgress.positionSeconds}, 0)`.mapWith(Number) })
      .from(videos)
      .leftJoin(watchProgress, and(eq(watchProgress.videoId, videos.id), eq(watchProgress.profileId, profileId ?? sql`null`)));

  return {
    /** A home row; `maxRating`: only what a kids profile may see. */
    async list(section: VideoSection | undefined, profileId: string | null, maxRating?: AgeRating): Promise<ListedVideo[]> {
      const q = select(profileId);
      const listed = and(listedVideos, ratedUpTo(maxRating)) as SQL;
      switch (section) {
        case 'trending':
          return q.where(listed).orderBy(desc(viewsLast7Days), desc(videos.views), desc(videos.createdAt)).limit(LIST_LIMIT);
        case 'popular':
          return q.where(listed).orderBy(desc(videos.views), desc(videos.createdAt)).limit(LIST_LIMIT);
        case 'premium':
        case 'basic':
          return q.where(and(listed, eq(videos.requiredTier, section))).orderBy(desc(videos.createdAt)).limit(LIST_LIMIT);
        case 'continue':
          // Started, and not within the last 5 % (finished videos leave the row).
          return q
            .where(and(listed, gt(watchProgress.positionSeconds, 0), sql`${watchProgress.positionSeconds} < ${videos.durationSeconds} * 0.95`))
            .orderBy(desc(watchProgress.updatedAt))
            .limit(LIST_LIMIT);
        case 'watched':
          // Seen to the end (the last 5 %), the last one first.
          return q
            .where(and(listed, sql`${watchProgress.positionSeconds} >= ${videos.durationSeconds} * 0.95`))
            .orderBy(desc(watchProgress.updatedAt))
            .limit(LIST_LIMIT);
        default:
          return q.where(listed).orderBy(desc(videos.createdAt)).limit(LIST_LIMIT);
      }
    },

    /** This user's resume positions for some videos (one indexed lookup). */
    async resumePositions(profileId: string, videoIds: string[]): Promise<Map<string, number>> {
      if (videoIds.length === 0) return new Map();
      const rows = await db
        .select({ videoId: watchProgress.videoId, position: watchProgress.positionSeconds })
        .from(watchProgress)
        .where(and(eq(watchProgress.profileId, profileId), inArray(watchProgress.videoId, videoIds)));
      return new Map(rows.map((r) => [r.videoId, r.position]));
    },

    async findListed(id: string, profileId: string | null, maxRating?: AgeRating): Promise<ListedVideo | undefined> {
      const [row] = await select(profileId).where(and(listedVideos, ratedUpTo(maxRating), eq(videos.id, id)));
      return row;
    },

    /** The listed ones of these videos, in the order given (a withdrawn video is left out). */
    async listedByIds(ids: string[], profileId: string, maxRating?: AgeRating): Promise<ListedVideo[]> {
      if (ids.length === 0) return [];
      const rows = await select(profileId).where(and(listedVideos, ratedUpTo(maxRating), inArray(videos.id, ids)));
      const byId = new Map(rows.map((r) => [r.video.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** A creator's listed videos, newest first (their public channel). */
    async listedByUploader(uploaderId: string, profileId: string, maxRating?: AgeRating): Promise<ListedVideo[]> {
      return select(profileId).where(and(listedVideos, ratedUpTo(maxRating), eq(videos.uploadedBy, uploaderId))).orderBy(desc(videos.createdAt)).limit(LIST_LIMIT);
    },

    /** The live this video is the replay of, if any (read here so the video page learns it with the video). */
    async replayedLiveId(id: string): Promise<string | null> {
      const [row] = await db.select({ id: liveStreams.id }).from(liveStreams).where(eq(liveStreams.replayVideoId, id)).limit(1);
      return row?.id ?? null;
    },

    /** Any video by id, listed or not (playback needs to tell "not ready" from "missing"). */
    async findById(id: string): Promise<VideoRow | undefined> {
      const [row] = await db.select().from(videos).where(eq(videos.id, id));
      return row;
    },

    /** The videos among `ids` (signed media's rights checks read them in batches: `batchedById`). */
    findByIds(ids: readonly string[]): Promise<VideoRow[]> {
      byIds ??= prepareByIds();
      return byIds.execute({ ids: [...ids] });
    },

    async similar(category: string, excludeId: string | undefined, profileId: string | null, limit: number, maxRating?: AgeRating): Promise<ListedVideo[]> {
      const notExcluded = excludeId ? ne(videos.id, excludeId) : undefined;
      return select(profileId)
        .where(and(listedVideos, ratedUpTo(maxRating), eq(videos.category, category), notExcluded))
        .orderBy(desc(videos.views), desc(videos.createdAt))
        .limit(limit);
    },

    /**
     * French full text over title, category and description with accents folded, or a
     * close trigram match on the title and category (a typo such as 'forte' for 'Forêt').
     */
    async search(q: string, profileId: string | null, maxRating?: AgeRating): Promise<ListedVideo[]> {
      const query = sql`websearch_to_tsquery('french', kora_fold(${q}))`;
      const closeness = sql`word_similarity(kora_fold(${q}), kora_fold(${videos.title} || ' ' || ${videos.category}))`;
      return select(profileId)
        .where(and(listedVideos, ratedUpTo(maxRating), sql`(search_vector @@ ${query} or ${closeness} >= 0.3)`))
        .orderBy(desc(sql`ts_rank(search_vector, ${query})`), desc(closeness), desc(videos.views))
        .limit(LIST_LIMIT);
    },

    /**
     * The mean, over listed videos, of what playing one at most `maxHeight` costs in bits per second: its tallest rung
     * no taller, at the most any rung up to there costs (measured mean, else peak: the quality menu's figure). Null
     * when no video is listed.
     */
    async meanBitrateUpTo(maxHeight: number): Promise<number | null> {
      const rungCost = sql`(select max(coalesce((r->>'averageBandwidth')::float8, (r->>'bandwidth')::float8)) from jsonb_array_elements(${videos.renditions}) r where (r->>'height')::int <= ${maxHeight})`;
      const [row] = await db.select({ mean: sql<string | null>`avg(${rungCost})` }).from(videos).where(listedVideos);
      return row?.mean == null ? null : Number(row.mean);
    },

    /** Records views that already happened (the demo channel's history), each video's counter with them. */
    async recordPastViews(views: Array<{ userId: string; videoId: string; creatorId: string | null; viewedAt: Date }>): Promise<void> {
      if (views.length === 0) return;
      await db.insert(videoViews).values(views);
      const counts = new Map<string, number>();
      for (const v of views) counts.set(v.videoId, (counts.get(v.videoId) ?? 0) + 1);
      for (const [id, n] of counts) await db.update(videos).set({ views: sql`${videos.views} + ${n}` }).where(eq(videos.id, id));
    },

    /**
     * Counts a view unless this user already viewed this video in the last 24 hours. The view is
     * stamped with the video's uploader, so a creator's figures read one index range.
     */
    async countView(userId: string, videoId: string): Promise<boolean> {
      const inserted = await db.execute(sql`
        insert into ${videoViews} (user_id, video_id, creator_id)
        select ${userId}, ${videoId}, (select ${videos.uploadedBy} from ${videos} where ${videos.id} = ${videoId})
        where not exists (
          select 1 from ${videoViews}
          where ${videoViews.userId} = ${userId} and ${videoViews.videoId} = ${videoId} and ${videoViews.viewedAt} > now() - interval '24 hours')`);
      if (!inserted.rowCount) return false;
      await db.update(videos).set({ views: sql`${videos.views} + 1` }).where(eq(videos.id, videoId));
      return true;
    },
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;

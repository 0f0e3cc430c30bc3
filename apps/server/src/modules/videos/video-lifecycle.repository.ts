import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type AdminVideoFilter, type AgeRating, type SubtitleBrief, type Tier, VIDEO_STATUSES } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';
import { type StoredRendition, users, type VideoRow, videos, type VideoSource } from '../../db/schema/index.js';

/** The fields a new video is created with (it starts as processing, with a source to prepare). */
export type NewVideo = Omit<typeof videos.$inferInsert, 'status' | 'renditions' | 'processingProgress' | 'previewVtt' | 'views' | 'createdAt' | 'updatedAt'> & {
  source: VideoSource;
};

/** What a finished transcode publishes. */
export interface PublishedMedia {
  durationSeconds: number;
  renditions: StoredRendition[];
  previewVtt: string | null;
  /** Set when the video should show the transcode's poster (uploads without a thumbnail of their own). */
  thumbnailUrl?: string;
}

/** The fields people change after creation: its uploader's title, description, category; an admin's tier, block, poster and review too. */
export type EditableVideoFields = Partial<Pick<VideoRow, 'title' | 'description' | 'category' | 'requiredTier' | 'ageRating' | 'isActive' | 'thumbnailUrl' | 'reviewStatus' | 'reviewReason'>>;

/** What the admins' list of videos is narrowed to, and which page of it. */
export interface AdminVideoQuery {
  q?: string | undefined;
  status?: AdminVideoFilter | undefined;
  requiredTier?: Tier | undefined;
  ageRating?: AgeRating | undefined;
  category?: string | undefined;
  page: number;
  pageSize: number;
}

/** A video of the admins' list, with who uploaded it. */
export interface AdminListedVideo {
  video: VideoRow;
  uploaderName: string | null;
  uploaderEmail: string | null;
}

/** Each filter of the admins' list: a processing state, blocked by an admin, or a review's state. */
const adminFilters: Record<AdminVideoFilter, SQL> = {
  ...(Object.fromEntries(VIDEO_STATUSES.map((status) => [status, eq(videos.status, status)])) as Record<(typeof VIDEO_STATUSES)[number], SQL>),
  blocked: eq(videos.isActive, false),
  pending_review: eq(videos.reviewStatus, 'pending'),
  rejected: eq(videos.reviewStatus, 'rejected'),
};
const uploaderName = sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

/**
 * The writes of a video's life, from creation to published or failed, and the reads its
 * uploader and the workers make. With `videos.repository.ts` (the catalogue's reads), the only
 * code that touches the `videos` table. Ids reaching here have passed the uuid schema.
 */
export function createVideoLifecycleRepository(db: DbExecutor) {
  return {
    /** Records new videos as processing; existing ids are left as they are (the demo seed runs at every start). */
    async insert(rows: Array<NewVideo & { id: string }>): Promise<VideoRow[]> {
      if (rows.length === 0) return [];
      return db.insert(videos).values(rows.map((row) => ({ ...row, status: 'processing' as const }))).onConflictDoNothing().returning();
    },

    /** Deletes the row (its views, progress and watch time go with it); the row as it was, or undefined when already gone. */
    async remove(id: string): Promise<VideoRow | undefined> {
      const [row] = await db.delete(videos).where(eq(videos.id, id)).returning();
      return row;
    },

    /** Gives videos without an uploader to this person (the demo creator's share of the demo catalogue). */
    async adopt(ids: string[], userId: string): Promise<void> {
      if (ids.length === 0) return;
      await db.update(videos).set({ uploadedBy: userId }).where(and(inArray(videos.id, ids), isNull(videos.uploadedBy)));
    },

    /** Any video by id, whatever its state. */
    async findById(id: string): Promise<VideoRow | undefined> {
      const [row] = await db.select().from(videos).where(eq(videos.id, id));
      return row;
    },

    /** The row, locked until the end of the transaction `db` is (what an admin's change reads before it writes). */
    async lockById(id: string): Promise<VideoRow | undefined> {
      const [row] = await db.select().from(videos).where(eq(videos.id, id)).for('update');
      return row;
    },

    /**
     * Every video, whatever its state, for admins: a search in the title and description and the
     * category (accents and case folded), filters, newest first, one page, and how many match in all.
     */
    async listForAdmin({ q, status, requiredTier, ageRating, category, page, pageSize }: AdminVideoQuery): Promise<{ rows: AdminListedVideo[]; total: number }> {
      const where = and(
        q ? sql`strpos(kora_fold(${videos.title} || ' ' || ${videos.description}), kora_fold(${q})) > 0` : undefined,
        status ? adminFilters[status] : undefined,
        requiredTier ? eq(videos.requiredTier, requiredTier) : undefined,
        ageRating ? eq(videos.ageRating, ageRating) : undefined,
        category ? sql`kora_fold(${videos.category}) = kora_fold(${category})` : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select({ video: videos, uploaderName, uploaderEmail: users.email })
          .from(videos)
          .leftJoin(users, eq(users.id, videos.uploadedBy))
          .where(where)
          .orderBy(desc(videos.createdAt), desc(videos.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(videos).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** Of these ids, the ones not yet ready (still to prepare). */
    /**
     * Ready videos still in an older format (a rendition not in fMP4) that can be prepared again (an original kept, not a
     * live's replay), oldest first.
     */
    async olderFormatIds(): Promise<string[]> {
      const older = sql`exists (select 1 from jsonb_array_elements(${videos.renditions}) r where r->>'container' is distinct from 'fmp4')`;
      const rows = await db
        .select({ id: videos.id })
        .from(videos)
        .where(and(eq(videos.status, 'ready'), sql`${videos.source} is not null and ${videos.source}->>'kind' <> 'live'`, older))
        .orderBy(videos.createdAt);
      return rows.map((r) => r.id);
    },

    /** How many videos are being prepared (the AV1 pass waits for none). */
    async countPreparing(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(videos).where(eq(videos.status, 'processing'));
      return row?.n ?? 0;
    },

    /** Sets the renditions of a ready video (its AV1 copies added), the row already locked by `db`'s transaction. */
    async setRenditions(id: string, renditions: StoredRendition[]): Promise<void> {
      await db.update(videos).set({ renditions, updatedAt: sql`now()` }).where(eq(videos.id, id));
    },

    async notReady(ids: string[]): Promise<string[]> {
      const rows = await db.select({ id: videos.id }).from(videos).where(and(inArray(videos.id, ids), ne(videos.status, 'ready')));
      return rows.map((r) => r.id);
    },

    /** A person's uploads, newest first, whatever their state. */
    async listByUploader(userId: string): Promise<VideoRow[]> {
      return db.select().from(videos).where(eq(videos.uploadedBy, userId)).orderBy(desc(videos.createdAt));
    },

    /** The original now lives in media storage under `key` (after a download). */
    async setStoredSource(id: string, key: string): Promise<void> {
      await db.update(videos).set({ source: { kind: 'stored', key } }).where(eq(videos.id, id));
    },

    /** The uploader's choice to show the video or not (the admin's block is isActive, apart). */
    async setPublished(id: string, published: boolean): Promise<VideoRow | undefined> {
      const [row] = await db.update(videos).set({ published, updatedAt: sql`now()` }).where(eq(videos.id, id)).returning();
      return row;
    },

    /** What its uploader edits from the dashboard, or an admin from theirs. */
    async updateDetails(id: string, details: EditableVideoFields): Promise<VideoRow | undefined> {
      const [row] = await db.update(videos).set({ ...details, updatedAt: sql`now()` }).where(eq(videos.id, id)).returning();
      return row;
    },

    /** Its subtitle tracks as lists name them (the subtitles module, in the transaction that changes the cues). */
    async setSubtitles(id: string, subtitles: SubtitleBrief[]): Promise<void> {
      await db.update(videos).set({ subtitles, updatedAt: sql`now()` }).where(eq(videos.id, id));
    },

    async setProgress(id: string, fraction: number): Promise<void> {
      await db.update(videos).set({ processingProgress: Math.min(fraction, 0.99) }).where(eq(videos.id, id));
    },

    /** Published: playable once active. */
    /** Marks a video ready with its published media; false when the row is gone (deleted while it was prepared). */
    async markReady(id: string, media: PublishedMedia): Promise<boolean> {
      const updated = await db
        .update(videos)
        .set({
          status: 'ready',
          failureReason: null,
          processingProgress: 1,
          durationSeconds: media.durationSeconds,
          renditions: media.renditions,
          previewVtt: media.previewVtt,
          ...(media.thumbnailUrl ? { thumbnailUrl: media.thumbnailUrl } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(videos.id, id))
        .returning({ id: videos.id });
      return updated.length > 0;
    },

    /** Failed for good, with the reason its uploader sees; only a video still processing. */
    async markFailed(id: string, failureReason: string): Promise<void> {
      await db.update(videos).set({ status: 'failed', failureReason, updatedAt: sql`now()` }).where(and(eq(videos.id, id), eq(videos.status, 'processing')));
    },
  };
}
export type VideoLifecycleRepository = ReturnType<typeof createVideoLifecycleRepository>;

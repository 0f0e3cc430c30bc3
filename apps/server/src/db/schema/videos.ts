import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AGE_RATINGS, type AgeRating, type SubtitleBrief, type Tier, TIERS, VIDEO_REVIEW_STATUSES, type VideoReviewStatus, VIDEO_STATUSES, type VideoStatus } from '@kora/shared';
import { oneOf } from './enum-check.js';
import { users } from './users.js';

export type { VideoStatus } from '@kora/shared';

/**
 * Where a video's media comes from: a generated demo pattern, an original kept in media
 * storage (an upload, or a URL once downloaded), a URL still to download, or (rows written
 * before media storage existed) a local file path.
 */
export type VideoSource =
  /** `height`: of the drawn picture (720 when absent), the top of its ladder. */
  | { kind: 'demo'; pattern: string; seconds: number; frequencyHz: number; height?: number }
  | { kind: 'stored'; key: string; uploadId?: string }
  | { kind: 'url'; url: string }
  /** The recording of a live, published from the segments the live already made (no second transcode). */
  | { kind: 'live'; liveId: string }
  | { kind: 'file'; path: string };

/** A published rendition, as the transcoder wrote it (playlist path relative to the video's HLS folder). */
export interface StoredRendition {
  id: string;
  height: number | null;
  /** Peak bits per second (what the master playlist declares). */
  bandwidth: number;
  /** Measured mean bits per second: what a minute of watching really costs. */
  averageBandwidth?: number;
  playlist: string;
  /** 'fmp4' for CMAF (an init segment, then fragments); absent for MPEG-TS, what every video prepared before had. */
  container?: 'fmp4';
  /** The audio-only rendition's Opus copy (not in the masters): « Audio seul » plays it where Opus in MP4 plays. */
  opus?: { playlist: string; bandwidth: number; averageBandwidth: number };
  /** The rung's AV1 copy (media/av1-pass.ts), listed in the AV1 masters; what it costs and its CODECS. */
  av1?: { playlist: string; bandwidth: number; averageBandwidth: number; codecs: string };
}

/**
 * The catalogue. A video is listed and playable only once `status` is ready and it is active.
 * A `search_vector` column (accent-free French full text) and trigram indexes are added by
 * the hand-written migration 0002; Drizzle does not model them.
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('Général'),
    requiredTier: text('required_tier').$type<Tier>().notNull().default('free'),
    /** No default: whoever adds a video says who it is for (a live's replay takes the live's). */
    ageRating: text('age_rating').$type<AgeRating>().notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    thumbnailUrl: text('thumbnail_url'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** False when an admin blocked it. */
    isActive: boolean('is_active').notNull().default(true),
    /** False when its uploader unpublished it (a replay they do not want shown, say); independent of the admin's block. */
    published: boolean('published').notNull().default(true),
    status: text('status').$type<VideoStatus>().notNull().default('processing'),
    /** A creator's upload waits 'pending' for an admin (CREATOR_VIDEO_REVIEW); listed only once 'approved'. */
    reviewStatus: text('review_status').$type<VideoReviewStatus>().notNull().default('approved'),
    /** Why an admin rejected it, shown to its creator. */
    reviewReason: text('review_reason'),
    failureReason: text('failure_reason'),
    renditions: jsonb('renditions').$type<StoredRendition[]>().notNull().default([]),
    source: jsonb('source').$type<VideoSource>(),
    /** Share of the transcode done (0..1) while processing, for the uploader's progress bar. */
    processingProgress: real('processing_progress').notNull().default(0),
    /** The seek-bar preview WebVTT, relative to the video's HLS folder, once published (null: none). */
    previewVtt: text('preview_vtt'),
    /**
     * Its subtitle tracks as lists and players name them, French first: kept by the subtitles module beside the cues
     * (`video_subtitles`, `subtitle_cues`), in the same transaction, so no list of videos joins those tables.
     */
    subtitles: jsonb('subtitles').$type<SubtitleBrief[]>().notNull().default([]),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('videos_tier_check', oneOf(t.requiredTier, TIERS)),
    check('videos_age_rating_check', oneOf(t.ageRating, AGE_RATINGS)),
    check('videos_status_check', oneOf(t.status, VIDEO_STATUSES)),
    check('videos_review_status_check', oneOf(t.reviewStatus, VIDEO_REVIEW_STATUSES)),
    index('videos_listed_idx').on(t.createdAt).where(sql`${t.status} = 'ready' and ${t.isActive} and ${t.published} and ${t.reviewStatus} = 'approved'`),
    index('videos_review_pending_idx').on(t.createdAt).where(sql`${t.reviewStatus} = 'pending'`),
    index('videos_category_idx').on(t.category),
    index('videos_uploader_idx').on(t.uploadedBy, t.views),
  ],
);
export type VideoRow = typeof videos.$inferSelect;

import { date, index, integer, pgTable, primaryKey, real, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.js';
import { users } from './users.js';
import { videos } from './videos.js';

const userId = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });
/** Lists that belong to one person of the account; deleting the profile deletes them. */
const profileId = () => uuid('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' });
const videoId = () => uuid('video_id').notNull().references(() => videos.id, { onDelete: 'cascade' });

/** "Ma liste", one per profile. */
export const favorites = pgTable(
  'favorites',
  { profileId: profileId(), videoId: videoId(), createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.profileId, t.videoId] })],
);

/** Where each profile stopped in each video (resume, and the "continue watching" row). */
export const watchProgress = pgTable(
  'watch_progress',
  {
    profileId: profileId(),
    videoId: videoId(),
    positionSeconds: integer('position_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.videoId] }), index('watch_progress_profile_idx').on(t.profileId, t.updatedAt)],
);

/**
 * The video's uploader when the event happened, kept on the event so that a creator's figures
 * read one index range (10,000 videos or not) instead of joining the catalogue.
 */
const creatorId = () => uuid('creator_id').references(() => users.id, { onDelete: 'set null' });

/** One row per counted view: a user counts once per video per 24 h. Trending reads the last 7 days. */
export const videoViews = pgTable(
  'video_views',
  { userId: userId(), videoId: videoId(), creatorId: creatorId(), viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow() },
  (t) => [
    index('video_views_video_time_idx').on(t.videoId, t.viewedAt),
    index('video_views_user_video_idx').on(t.userId, t.videoId, t.viewedAt),
    index('video_views_creator_time_idx').on(t.creatorId, t.viewedAt),
  ],
);

/**
 * Seconds actually watched, per user, video and day (UTC), credited by the resume-position reports:
 * the position's advance, never more than the wall-clock time since the previous report. The
 * creator dashboard's watch time reads it.
 */
export const watchDaily = pgTable(
  'watch_daily',
  {
    userId: userId(),
    videoId: videoId(),
    day: date('day').notNull(),
    creatorId: creatorId(),
    seconds: real('seconds').notNull().default(0),
  },
  // The migration makes the creator index cover `seconds` (INCLUDE, which Drizzle does not model): a creator's daily
  // watch time is then read from the index alone.
  (t) => [primaryKey({ columns: [t.userId, t.videoId, t.day] }), index('watch_daily_creator_day_idx').on(t.creatorId, t.day)],
);

/**
 * Media actually delivered to metered (free) users: one row per segment per video per day,
 * so a segment fetched twice the same day is counted once, whatever the rendition. The free allowance's ledger:
 * written only by modules/users/free-allowance.repository.ts.
 */
export const watchSegments = pgTable(
  'watch_segments',
  {
    userId: userId(),
    videoId: videoId(),
    day: date('day').notNull(),
    segmentIndex: integer('segment_index').notNull(),
    seconds: real('seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId, t.day, t.segmentIndex] })],
);

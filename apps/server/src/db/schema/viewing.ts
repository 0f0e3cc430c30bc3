import { date, index, integer, pgTable, primaryKey, real, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { videos } from './videos.js';

const userId = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });
const videoId = () => uuid('video_id').notNull().references(() => videos.id, { onDelete: 'cascade' });

export const favorites = pgTable(
  'favorites',
  { userId: userId(), videoId: videoId(), createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

/** Where each user stopped in each video (resume, and the "continue watching" row). */
export const watchProgress = pgTable(
  'watch_progress',
  {
    userId: userId(),
    videoId: videoId(),
    positionSeconds: integer('position_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('watch_progress_user_idx').on(t.userId, t.updatedAt)],
);

/** One row per counted view: a user counts once per video per 24 h. Trending reads the last 7 days. */
export const videoViews = pgTable(
  'video_views',
  { userId: userId(), videoId: videoId(), viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow() },
  (t) => [index('video_views_video_time_idx').on(t.videoId, t.viewedAt), index('video_views_user_video_idx').on(t.userId, t.videoId, t.viewedAt)],
);

/**
 * Media actually delivered to metered (free) users: one row per segment per video per day,
 * so a segment fetched twice the same day is counted once, whatever the rendition.
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

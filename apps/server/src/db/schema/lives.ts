import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AGE_RATINGS, type AgeRating, LIVE_SIGNALS, LIVE_STATUSES, type LiveSignal, type LiveStatus, type Tier, TIERS } from '@kora/shared';
import { oneOf } from './enum-check.js';
import { users } from './users.js';
import { videos } from './videos.js';

/**
 * Live streams (live-creators-admin.md §3) and what the ingest needs. A live is `pending` until
 * an admin approves or rejects it; an approved one is started (isLive, startedAt) and stopped
 * (endedAt, for good). The stream key is stored as its SHA-256 only: the owner reads it back
 * through `streamKeyCiphertext` (AES-GCM under the media secret), the ingest compares hashes.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    requiredTier: text('required_tier').$type<Tier>().notNull().default('free'),
    /** No default: whoever creates a live says who it is for. */
    ageRating: text('age_rating').$type<AgeRating>().notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** When the ingest last stored a frame of the stream (lives/<id>/hls/picture.jpg): the card's picture while on air. */
    pictureAt: timestamp('picture_at', { withTimezone: true }),
    status: text('status').$type<LiveStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    isLive: boolean('is_live').notNull().default(false),
    /** What the ingest receives while on air; null when off air. */
    signal: text('signal').$type<LiveSignal>(),
    /** When the encoder dropped (signal 'reconnecting'): the live ends by itself after the grace period. */
    signalLostAt: timestamp('signal_lost_at', { withTimezone: true }),
    streamKeyHash: text('stream_key_hash').notNull(),
    streamKeyCiphertext: text('stream_key_ciphertext').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    replayVideoId: uuid('replay_video_id').references(() => videos.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('live_streams_tier_check', oneOf(t.requiredTier, TIERS)),
    check('live_streams_age_rating_check', oneOf(t.ageRating, AGE_RATINGS)),
    check('live_streams_status_check', oneOf(t.status, LIVE_STATUSES)),
    check('live_streams_signal_check', sql`${t.signal} is null or ${oneOf(t.signal, LIVE_SIGNALS)}`),
    uniqueIndex('live_streams_key_idx').on(t.streamKeyHash),
    // One running live per creator, held by the database whatever the instance.
    uniqueIndex('live_streams_one_running_idx').on(t.createdBy).where(sql`${t.isLive}`),
    index('live_streams_created_idx').on(t.createdAt),
    // The video page asks which live a video replays (GET /api/videos/{id}: replayOf).
    index('live_streams_replay_video_idx').on(t.replayVideoId),
  ],
);
export type LiveStreamRow = typeof liveStreams.$inferSelect;

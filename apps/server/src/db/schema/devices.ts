import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.js';
import { sessions } from './sessions.js';
import { users } from './users.js';
import { videos } from './videos.js';

/**
 * The screens playing for an account (the plans' device limits: basic 1, premium 4, family 6):
 * one row per session (one browser) that played recently, taken when playback really starts and beaten by the
 * player while it plays. A screen counts as playing while its last beat is recent; when one more starts than
 * the tier allows, the oldest gives way. Freed at once when the page leaves the video; ended with the session.
 */
export const playbackScreens = pgTable(
  'playback_screens',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash').notNull().references(() => sessions.idHash, { onDelete: 'cascade' }),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the page left the video, or a newer device took the screen (free at once); cleared when this one starts again. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The session whose start took this screen (the plan's were all taken): this device is told where Kora plays now. */
    takenBy: text('taken_by'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionHash], name: 'playback_screens_pkey' }), index('playback_screens_seen_idx').on(t.userId, t.lastSeenAt)],
);

/**
 * Videos kept on a device for offline viewing (premium and family): what was granted, at which
 * rung and size, until when the download may play offline; renewed while the right holds. Listed per
 * profile, counted per account.
 */
export const videoDownloads = pgTable(
  'video_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Whose list it is in (each profile has its own downloads; the limit counts the account's). */
    profileId: uuid('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id').notNull().references(() => videos.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash'),
    rendition: text('rendition').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('video_downloads_user_idx').on(t.userId, t.createdAt),
    index('video_downloads_profile_idx').on(t.profileId, t.createdAt),
    index('video_downloads_video_idx').on(t.videoId),
  ],
);

import { check, foreignKey, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SUBTITLE_LANGUAGES, type SubtitleLanguage } from '@kora/shared';
import { oneOf } from './enum-check.js';
import { users } from './users.js';
import { videos } from './videos.js';

/**
 * A video's subtitle track in one language (one per language: a new upload replaces it). Its cues are the rows of
 * `subtitle_cues`; the WebVTT files players fetch are written from them into the video's media folder.
 */
export const videoSubtitles = pgTable(
  'video_subtitles',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    language: text('language').$type<SubtitleLanguage>().notNull(),
    label: text('label'),
    cueCount: integer('cue_count').notNull(),
    /** Who sent the file (its creator or an admin); null once that account is gone. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.language] }), check('video_subtitles_language_check', oneOf(t.language, SUBTITLE_LANGUAGES))],
);
export type VideoSubtitleRow = typeof videoSubtitles.$inferSelect;

/**
 * One cue of a track: its times, its text as shown (only <i>, <b>, <u> kept, WebVTT-escaped) and its words (`spoken`,
 * no markup), which the catalogue search reads. A `search_vector` column (accent-free French full text) and a trigram
 * index on the folded words are added by the hand-written part of migration 0024; Drizzle does not model them.
 */
export const subtitleCues = pgTable(
  'subtitle_cues',
  {
    videoId: uuid('video_id').notNull(),
    language: text('language').$type<SubtitleLanguage>().notNull(),
    /** Position in the track, from 0. */
    seq: integer('seq').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    text: text('text').notNull(),
    spoken: text('spoken').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.language, t.seq] }),
    foreignKey({ columns: [t.videoId, t.language], foreignColumns: [videoSubtitles.videoId, videoSubtitles.language] }).onDelete('cascade'),
  ],
);
export type SubtitleCueRow = typeof subtitleCues.$inferSelect;

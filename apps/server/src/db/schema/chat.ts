import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHAT_ROLES, type ChatRole } from '@kora/shared';
import { oneOf } from './enum-check.js';
import { liveStreams } from './lives.js';
import { users } from './users.js';

/**
 * A live's chat room: its modes and the counter that numbers its public events (a message, a
 * message hidden). Taking the next number locks this row until the commit, so numbers are given
 * in commit order and a page that resyncs with `after=<seq>` misses nothing.
 */
export const chatRooms = pgTable('chat_rooms', {
  liveId: uuid('live_id').primaryKey().references(() => liveStreams.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull().default(0),
  slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
  subscribersOnly: boolean('subscribers_only').notNull().default(false),
});

/** Messages of a live's chat (live-creators-admin.md §3); deleted with the live. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    liveId: uuid('live_id').notNull().references(() => liveStreams.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The author's name when they wrote (a chat shows what was said, as it was signed). */
    username: text('username').notNull(),
    role: text('role').$type<ChatRole>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The seq of the event that hid it; null while shown. */
    hiddenSeq: integer('hidden_seq'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('chat_messages_role_check', oneOf(t.role, CHAT_ROLES)),
    uniqueIndex('chat_messages_seq_idx').on(t.liveId, t.seq),
    index('chat_messages_author_idx').on(t.liveId, t.userId, t.createdAt),
    index('chat_messages_hidden_idx').on(t.liveId, t.hiddenSeq).where(sql`${t.hiddenSeq} is not null`),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Kinds of sanction: a moderator's timeout or ban, or the automatic mute after a flood. */
export const CHAT_SANCTION_KINDS = ['timeout', 'ban', 'flood'] as const;
export type ChatSanctionKind = (typeof CHAT_SANCTION_KINDS)[number];

/** Who may not write in a live's chat, until when (null: until lifted). One row per person and live. */
export const chatSanctions = pgTable(
  'chat_sanctions',
  {
    liveId: uuid('live_id').notNull().references(() => liveStreams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChatSanctionKind>().notNull(),
    until: timestamp('until', { withTimezone: true }),
    username: text('username').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId] }), check('chat_sanctions_kind_check', oneOf(t.kind, CHAT_SANCTION_KINDS))],
);
export type ChatSanctionRow = typeof chatSanctions.$inferSelect;

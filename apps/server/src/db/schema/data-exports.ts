import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An archive of a person's data (the right to take it with them): asked by the person, or by an admin on their
 * behalf (`requestedBy`); prepared by a job into media storage (`storageKey`), downloadable by whoever asked until
 * `expiresAt`, then removed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'preparing' | 'ready' | 'failed'>().notNull().default('preparing'),
    storageKey: text('storage_key'),
    bytes: integer('bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt), check('data_exports_status_check', sql`${t.status} in ('preparing', 'ready', 'failed')`)],
);

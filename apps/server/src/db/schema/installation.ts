import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What every process of one Kora installation must agree on, written by the first process that starts on the
 * database (one row). The secrets themselves never come here: only a keyed fingerprint of MEDIA_URL_SECRET and
 * the public half of the Web Push keys, so a process started with others is refused before it signs anything.
 */
export const installation = pgTable(
  'installation',
  {
    only: boolean('only').primaryKey().default(true),
    /** Names this installation to the local sandboxes, so two installations on one machine never share one. */
    id: uuid('id').notNull().defaultRandom(),
    mediaSecretFingerprint: text('media_secret_fingerprint').notNull(),
    vapidPublicKey: text('vapid_public_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('installation_one_row', sql`${t.only}`)],
);

import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AdminLoginOutcome } from '@kora/shared';
import { users } from './users.js';

/** Every admin sign-in attempt, successful or not (spec: "restricted and audited"). */
export const adminLoginAudit = pgTable(
  'admin_login_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    outcome: text('outcome').$type<AdminLoginOutcome>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_login_audit_created_at_idx').on(t.createdAt)],
);

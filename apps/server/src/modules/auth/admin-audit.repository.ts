import type { AdminLoginOutcome } from '@kora/shared';
import type { Database } from '../../db/client.js';
import { adminLoginAudit } from '../../db/schema/index.js';

export interface AdminLoginAttempt {
  email: string;
  userId: string | null;
  ip: string;
  userAgent: string | null;
  outcome: AdminLoginOutcome;
}

/**
 * What was typed, kept readable and storable: refused input may hold a NUL byte (which
 * PostgreSQL refuses in text) or a megabyte of anything; every attempt must still be written.
 */
const storable = (text: string, max: number) => text.replace(/\p{Cc}/gu, '\uFFFD').slice(0, max);

export function createAdminAuditRepository(db: Database) {
  return {
    async record(attempt: AdminLoginAttempt) {
      await db.insert(adminLoginAudit).values({
        ...attempt,
        email: storable(attempt.email, 320),
        userAgent: attempt.userAgent === null ? null : storable(attempt.userAgent, 512),
      });
    },
  };
}
export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>;

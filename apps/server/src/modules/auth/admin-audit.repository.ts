import type { Database } from '../../db/client.js';
import { adminLoginAudit, type AdminLoginOutcome } from '../../db/schema/index.js';

export interface AdminLoginAttempt {
  email: string;
  userId: string | null;
  ip: string;
  userAgent: string | null;
  outcome: AdminLoginOutcome;
}

export function createAdminAuditRepository(db: Database) {
  return {
    async record(attempt: AdminLoginAttempt) {
      await db.insert(adminLoginAudit).values({ ...attempt, email: attempt.email.slice(0, 320) });
    },
  };
}
export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>;

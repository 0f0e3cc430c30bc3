import type { DbExecutor } from '../../db/client.js';
import { adminActions } from '../../db/schema/index.js';

/** One admin action as the audit log keeps it: who, what (`<thing>.<verb>`), on what, with which details. */
export interface AdminActionEntry {
  adminId: string;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/**
 * The only code that writes `admin_actions`, the append-only log of what admins did. Give it the
 * transaction of the change it records, so the action and its trace commit or roll back together.
 */
export function createAdminActionsRepository(db: DbExecutor) {
  return {
    async record(entry: AdminActionEntry): Promise<void> {
      await db.insert(adminActions).values({ ...entry, details: entry.details ?? {} });
    },
  };
}
export type AdminActionsRepository = ReturnType<typeof createAdminActionsRepository>;

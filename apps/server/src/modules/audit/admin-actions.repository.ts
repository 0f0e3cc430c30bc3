import type { AdminAction } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';
import { adminActions } from '../../db/schema/index.js';

/** Who acts, as the audit log keeps it: the admin and the address they act from (see `adminActorOf`). */
export interface AdminActor {
  adminId: string;
  ip: string | null;
}

/**
 * One admin action as the audit log keeps it: who, what (`<thing>.<verb>`, e.g. 'video.block'), on
 * what, the fields that changed as they were (`before`) and became (`after`), other details.
 */
export interface AdminActionEntry {
  adminId: string;
  ip?: string | null;
  action: AdminAction;
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  details?: Record<string, unknown>;
}

/**
 * The only code that writes `admin_actions`, the append-only log of what admins did. Give it the
 * transaction of the change it records, so the action and its trace commit or roll back together.
 */
export function createAdminActionsRepository(db: DbExecutor) {
  return {
    async record(entry: AdminActionEntry): Promise<void> {
      await db.insert(adminActions).values({ ...entry, ip: entry.ip ?? null, before: entry.before ?? null, after: entry.after ?? null, details: entry.details ?? {} });
    },
  };
}
export type AdminActionsRepository = ReturnType<typeof createAdminActionsRepository>;

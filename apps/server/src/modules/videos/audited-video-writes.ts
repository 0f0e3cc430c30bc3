import type { DbExecutor } from '../../db/client.js';
import { type AdminActionsRepository, createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import { createVideoLifecycleRepository, type VideoLifecycleRepository } from './video-lifecycle.repository.js';

/** The writes of a video and of the admin journal on one transaction: an admin's change and its audit row. */
export interface AuditedVideoWrites {
  videos: VideoLifecycleRepository;
  audit: AdminActionsRepository;
}

export const auditedVideoWritesOf = (tx: DbExecutor): AuditedVideoWrites => ({ videos: createVideoLifecycleRepository(tx), audit: createAdminActionsRepository(tx) });

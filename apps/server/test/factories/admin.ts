import { randomBytes } from 'node:crypto';
import type { Tier } from '@kora/shared';
import type { Database } from '../../src/db/client.js';
import { adminActions, type LiveStreamRow } from '../../src/db/schema/index.js';
import type { AdminActionEntry } from '../../src/modules/audit/admin-actions.repository.js';
import { createLivesRepository } from '../../src/modules/lives/lives.repository.js';

/* What admins and creators did before a test starts: journal entries of the past, lives asked for, replays published. */

/** Journal entries, as the audit module records them, at `createdAt` when given. */
export async function recordAdminActions(db: Database, entries: Array<AdminActionEntry & { createdAt?: Date }>): Promise<void> {
  await db.insert(adminActions).values(entries.map((entry) => ({ ...entry, ip: entry.ip ?? null, before: entry.before ?? null, after: entry.after ?? null, details: entry.details ?? {} })));
}

/** A live asked for by `createdBy`, in `status`, through the lives module (its title, description and tier when given). */
export async function createLive(
  db: Database,
  createdBy: string,
  status: 'pending' | 'approved' | 'rejected',
  o: { title?: string; description?: string; requiredTier?: Tier } = {},
): Promise<LiveStreamRow> {
  const key = randomBytes(8).toString('hex');
  return createLivesRepository(db).insert({ title: o.title ?? 'Live', description: o.description ?? '', category: 'Musique', requiredTier: o.requiredTier ?? 'free', ageRating: 'tous', status, createdBy, streamKeyHash: key, streamKeyCiphertext: key });
}

/** A live's replay is this video, as the lives module records it once the replay is published. */
export async function setLiveReplay(db: Database, liveId: string, videoId: string): Promise<void> {
  await createLivesRepository(db).setReplay(liveId, videoId);
}

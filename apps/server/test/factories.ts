import { randomBytes } from 'node:crypto';
import type { AccountType, SubscriptionStatus, Tier } from '@kora/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { videos, videoViews, type UserRow, type VideoRow } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/password-hasher.js';
import { createUsersRepository } from '../src/modules/users/users.repository.js';

export const DEFAULT_PASSWORD = 'mot-de-passe-1';
const hashes = new Map<string, Promise<string>>();

export interface UserOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  accountType?: AccountType;
  tier?: Tier;
  status?: SubscriptionStatus;
}

/** Inserts a user straight into the database (hashes are cached per password to keep tests fast). */
export async function createUser(db: Database, o: UserOverrides = {}): Promise<UserRow & { password: string }> {
  const password = o.password ?? DEFAULT_PASSWORD;
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const row = await createUsersRepository(db).insert({
    email: o.email ?? `user-${randomBytes(5).toString('hex')}@exemple.sn`,
    firstName: o.firstName ?? 'Aminata',
    lastName: o.lastName ?? 'Sow',
    passwordHash: await (hashes.get(password) as Promise<string>),
    accountType: o.accountType ?? 'simple',
    subscriptionTier: o.tier ?? 'free',
    subscriptionStatus: o.status ?? (o.tier && o.tier !== 'free' ? 'active' : 'inactive'),
  });
  return { ...row, password };
}

export interface VideoOverrides {
  title?: string;
  description?: string;
  category?: string;
  tier?: Tier;
  durationSeconds?: number;
  status?: VideoRow['status'];
  isActive?: boolean;
  published?: boolean;
  uploadedBy?: string;
  views?: number;
  renditions?: VideoRow['renditions'];
  createdAt?: Date;
}

/** Inserts a video straight into the catalogue; ready and active unless told otherwise. */
export async function createVideo(db: Database, o: VideoOverrides = {}): Promise<VideoRow> {
  const [row] = await db
    .insert(videos)
    .values({
      title: o.title ?? `Vidéo ${randomBytes(3).toString('hex')}`,
      description: o.description ?? 'Une vidéo de test.',
      category: o.category ?? 'Nature',
      requiredTier: o.tier ?? 'free',
      durationSeconds: o.durationSeconds ?? 60,
      thumbnailUrl: 'nature',
      status: o.status ?? 'ready',
      isActive: o.isActive ?? true,
      published: o.published ?? true,
      uploadedBy: o.uploadedBy ?? null,
      views: o.views ?? 0,
      renditions: o.renditions ?? [],
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Records views of a video by fresh users, `daysAgo` in the past (for trending). */
export async function addViews(db: Database, videoId: string, count: number, daysAgo = 0): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const viewer = await createUser(db);
    await db.insert(videoViews).values({ userId: viewer.id, videoId, viewedAt: sql`now() - make_interval(days => ${daysAgo})` });
  }
}

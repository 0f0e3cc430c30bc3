import { randomBytes } from 'node:crypto';
import type { AccountType, AgeRating, SubscriptionStatus, Tier } from '@kora/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { type StoredRendition, users, videos, type UserRow, type VideoRow } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/password-hasher.js';
import { createUsersRepository, type UsersRepository } from '../src/modules/users/users.repository.js';
import { createVideoLifecycleRepository, type EditableVideoFields } from '../src/modules/videos/video-lifecycle.repository.js';
import { createVideosRepository } from '../src/modules/videos/videos.repository.js';
import { recordViews } from './factories/viewing.js';
import { writeHlsFixture } from './hls-fixture.js';

/*
 * The test factories: the one place test code writes rows, through the owning module's repository where it has the
 * writer a test needs, else as that module would (the rows a test needs and no route makes quickly: a sign-up two
 * days ago, an allowance already spent). Lint refuses a direct insert, update or delete elsewhere in the tests.
 */

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
  createdAt?: Date;
  /** The free allowance (in minutes): its limit, what is spent of it, and whether that was last month. */
  freeWatch?: { limitMinutes?: number; usedMinutes?: number; lastMonth?: boolean };
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
    ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    ...(o.freeWatch ? freeWatchColumns(o.freeWatch) : {}),
  });
  return { ...row, password };
}

/** The first day of last month (UTC), as the allowance's period is written. */
function lastMonthStart(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
}

function freeWatchColumns({ limitMinutes, usedMinutes, lastMonth }: NonNullable<UserOverrides['freeWatch']>) {
  return {
    ...(limitMinutes === undefined ? {} : { freeWatchTimeLimit: limitMinutes }),
    ...(usedMinutes === undefined ? {} : { freeWatchTimeUsed: usedMinutes, freeWatchSecondsUsed: usedMinutes * 60 }),
    ...(lastMonth ? { watchPeriod: lastMonthStart() } : {}),
  };
}

/** Changes an account as its owner or an admin may (its role, its tier by hand), through the users module. */
export function changeUser(db: Database, id: string, fields: Parameters<UsersRepository['update']>[1]): Promise<UserRow | undefined> {
  return createUsersRepository(db).update(id, fields);
}

/** Changes a free allowance already under way (the users module's, as free-allowance.repository.ts keeps it). */
export async function changeFreeWatch(db: Database, userId: string, allowance: NonNullable<UserOverrides['freeWatch']>): Promise<void> {
  await db.update(users).set(freeWatchColumns(allowance)).where(eq(users.id, userId));
}

export interface VideoOverrides {
  id?: string;
  title?: string;
  /** A drawn poster's name or an image address; 'nature' by default. */
  thumbnailUrl?: string;
  description?: string;
  category?: string;
  tier?: Tier;
  ageRating?: AgeRating;
  durationSeconds?: number;
  status?: VideoRow['status'];
  isActive?: boolean;
  published?: boolean;
  uploadedBy?: string;
  views?: number;
  renditions?: VideoRow['renditions'];
  /** What it is prepared from (none by default: an original not kept). */
  source?: VideoRow['source'];
  createdAt?: Date;
  reviewStatus?: VideoRow['reviewStatus'];
  reviewReason?: string;
  failureReason?: string;
  processingProgress?: number;
}

/** Inserts a video straight into the catalogue; ready and active unless told otherwise. */
export async function createVideo(db: Database, o: VideoOverrides = {}): Promise<VideoRow> {
  const [row] = await db
    .insert(videos)
    .values({
      ...(o.id ? { id: o.id } : {}),
      title: o.title ?? `Vidéo ${randomBytes(3).toString('hex')}`,
      description: o.description ?? 'Une vidéo de test.',
      category: o.category ?? 'Nature',
      requiredTier: o.tier ?? 'free',
      ageRating: o.ageRating ?? 'tous',
      durationSeconds: o.durationSeconds ?? 60,
      thumbnailUrl: o.thumbnailUrl ?? 'nature',
      status: o.status ?? 'ready',
      isActive: o.isActive ?? true,
      published: o.published ?? true,
      uploadedBy: o.uploadedBy ?? null,
      views: o.views ?? 0,
      renditions: o.renditions ?? [],
      ...(o.source ? { source: o.source } : {}),
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
      ...(o.reviewStatus ? { reviewStatus: o.reviewStatus, reviewReason: o.reviewReason ?? null } : {}),
      ...(o.failureReason ? { failureReason: o.failureReason } : {}),
      ...(o.processingProgress === undefined ? {} : { processingProgress: o.processingProgress }),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes what an uploader or an admin may change of a video (its details, its block, its poster, its review). */
export async function changeVideo(db: Database, id: string, fields: EditableVideoFields): Promise<void> {
  await createVideoLifecycleRepository(db).updateDetails(id, fields);
}

/**
 * Publishes a video as the transcoder does (ready, with its renditions, preview and poster): the renditions given,
 * else those it has, else a small HLS fixture written under `mediaDir`. Answers the renditions.
 */
export async function makePlayable(
  db: Database,
  mediaDir: string,
  videoId: string,
  o: { renditions?: StoredRendition[]; previewVtt?: string | null; thumbnailUrl?: string } = {},
): Promise<StoredRendition[]> {
  const lifecycle = createVideoLifecycleRepository(db);
  const video = await lifecycle.findById(videoId);
  if (!video) throw new Error(`makePlayable: no video ${videoId}`);
  const renditions = o.renditions ?? (video.renditions.length > 0 ? video.renditions : await writeHlsFixture(mediaDir, videoId));
  const previewVtt = o.previewVtt === undefined ? video.previewVtt : o.previewVtt;
  await lifecycle.markReady(videoId, { durationSeconds: video.durationSeconds, renditions, previewVtt, ...(o.thumbnailUrl ? { thumbnailUrl: o.thumbnailUrl } : {}) });
  return renditions;
}

/** Records views of a video by fresh users, `daysAgo` in the past (for trending). */
export async function addViews(db: Database, videoId: string, count: number, daysAgo = 0): Promise<void> {
  const video = await createVideosRepository(db).findById(videoId);
  const viewedAt = new Date(Date.now() - daysAgo * 86_400_000);
  const views = [];
  for (let i = 0; i < count; i += 1) views.push({ userId: (await createUser(db)).id, videoId, creatorId: video?.uploadedBy ?? null, viewedAt });
  await recordViews(db, views);
}

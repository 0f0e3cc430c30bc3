import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { CreatorApplicationFields } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import {
  type CreatorApplicationRow,
  creatorApplications,
  creatorFollows,
  type CreatorProfileRow,
  creatorProfiles,
  users,
} from '../../db/schema/index.js';

/** A second pending application of the same person (the partial unique index holds it, whatever the instance). */
export const isPendingConflict = (error: unknown): boolean => isUniqueViolation(error, 'creator_applications_one_pending_key');

/** A pending application with who filed it, as the admin area lists it. */
export interface PendingApplication {
  application: CreatorApplicationRow;
  applicant: { firstName: string; lastName: string; email: string };
}

/** The review an admin gives: approved, or rejected with an optional reason. */
export type ReviewDecision = { status: 'approved' } | { status: 'rejected'; reason: string | null };

/** The channel's fields an approval copies from the application to the profile. */
const profileOf = (a: CreatorApplicationRow) => ({
  applicationId: a.id,
  businessName: a.businessName,
  country: a.country,
  address: a.address,
  contactInfo: a.contactInfo,
  facebookPage: a.facebookPage,
  instagramPage: a.instagramPage,
  contentCategories: a.contentCategories,
  publicationFrequency: a.publicationFrequency,
  averageVideoDuration: a.averageVideoDuration,
});

/**
 * The only code that touches `creator_applications`, `creator_profiles` and `creator_follows`.
 * Built on the database or on a transaction (an approval writes the application, the profile, the
 * account and the audit log together). A review is one conditional UPDATE (… where status is
 * pending), so two admins, or a double click, never decide twice.
 */
export function createCreatorsRepository(db: DbExecutor) {
  return {
    /** Files an application; throws the unique violation of {@link isPendingConflict} when one is pending. */
    async insertApplication(userId: string, fields: CreatorApplicationFields): Promise<CreatorApplicationRow> {
      const [row] = await db.insert(creatorApplications).values({ userId, ...fields }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findApplication(id: string): Promise<CreatorApplicationRow | undefined> {
      const [row] = await db.select().from(creatorApplications).where(eq(creatorApplications.id, id));
      return row;
    },

    /** A person's latest application: their status. */
    async latestApplication(userId: string): Promise<CreatorApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(creatorApplications)
        .where(eq(creatorApplications.userId, userId))
        .orderBy(desc(creatorApplications.createdAt))
        .limit(1);
      return row;
    },

    /** Applications waiting for review, oldest first. */
    async pendingApplications(): Promise<PendingApplication[]> {
      return db
        .select({ application: creatorApplications, applicant: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
        .from(creatorApplications)
        .innerJoin(users, eq(users.id, creatorApplications.userId))
        .where(eq(creatorApplications.status, 'pending'))
        .orderBy(asc(creatorApplications.createdAt));
    },

    /** pending → the decision; undefined when the application is not pending (or not there). */
    async decide(id: string, reviewerId: string, decision: ReviewDecision): Promise<CreatorApplicationRow | undefined> {
      const [row] = await db
        .update(creatorApplications)
        .set({
          status: decision.status,
          rejectionReason: decision.status === 'rejected' ? decision.reason : null,
          reviewedBy: reviewerId,
          reviewedAt: sql`now()`,
        })
        .where(and(eq(creatorApplications.id, id), eq(creatorApplications.status, 'pending')))
        .returning();
      return row;
    },

    /** The approved application's channel becomes the person's profile (one per person: a later approval replaces it). */
    async upsertProfile(application: CreatorApplicationRow): Promise<CreatorProfileRow> {
      const values = profileOf(application);
      const [row] = await db
        .insert(creatorProfiles)
        .values({ userId: application.userId, ...values })
        .onConflictDoUpdate({ target: creatorProfiles.userId, set: { ...values, createdAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    async findProfile(userId: string): Promise<CreatorProfileRow | undefined> {
      const [row] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId));
      return row;
    },

    /** A channel people may follow and visit: a profile whose owner is still a creator (or an admin). */
    async findChannel(creatorId: string): Promise<CreatorProfileRow | undefined> {
      const [row] = await db
        .select({ profile: creatorProfiles })
        .from(creatorProfiles)
        .innerJoin(users, eq(users.id, creatorProfiles.userId))
        .where(and(eq(creatorProfiles.userId, creatorId), ne(users.accountType, 'simple')));
      return row?.profile;
    },

    /** Idempotent: following twice leaves one row. */
    async follow(followerId: string, creatorId: string): Promise<void> {
      await db.insert(creatorFollows).values({ followerId, creatorId }).onConflictDoNothing();
    },

    async unfollow(followerId: string, creatorId: string): Promise<void> {
      await db.delete(creatorFollows).where(and(eq(creatorFollows.followerId, followerId), eq(creatorFollows.creatorId, creatorId)));
    },

    /** The channel's followers after `after` (in id order), `limit` at a time: a notification's fan-out pages through them. */
    async followerIdsAfter(creatorId: string, after: string | null, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: creatorFollows.followerId })
        .from(creatorFollows)
        .where(and(eq(creatorFollows.creatorId, creatorId), after ? gt(creatorFollows.followerId, after) : undefined))
        .orderBy(creatorFollows.followerId)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The channel's follower count and whether this person is one of them, in one read. */
    async followState(creatorId: string, followerId: string): Promise<{ followers: number; following: boolean }> {
      const [row] = await db
        .select({
          followers: sql<number>`count(*)::int`,
          following: sql<boolean>`coalesce(bool_or(${creatorFollows.followerId} = ${followerId}), false)`,
        })
        .from(creatorFollows)
        .where(eq(creatorFollows.creatorId, creatorId));
      return row ?? { followers: 0, following: false };
    },
  };
}
export type CreatorsRepository = ReturnType<typeof createCreatorsRepository>;

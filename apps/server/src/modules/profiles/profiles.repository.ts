import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SubtitleLanguage } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';
import { type ProfileRow, profiles } from '../../db/schema/index.js';

export type NewProfile = Pick<ProfileRow, 'userId' | 'name' | 'avatar' | 'kind' | 'maxAgeRating' | 'pinRequired'>;
/** What the admin area shows of a profile, with its account. */
export type ProfileSummary = Pick<ProfileRow, 'userId' | 'name' | 'kind' | 'maxAgeRating'>;
export type ProfileChanges = Partial<Pick<ProfileRow, 'name' | 'avatar' | 'kind' | 'maxAgeRating' | 'pinRequired'>>;

/**
 * The only code that writes `profiles` (but the database's own trigger, which gives every new account its first
 * profile, from its first name: migration 0020). Oldest first is the account's order.
 */
export function createProfilesRepository(db: DbExecutor) {
  return {
    /** The account's profiles, oldest first. */
    listFor(userId: string): Promise<ProfileRow[]> {
      return db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(asc(profiles.createdAt), asc(profiles.id));
    },
    /** The ids of the account's profiles (signed media takes their grants back when the account changes). */
    async idsOf(userId: string): Promise<string[]> {
      return (await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId))).map((row) => row.id);
    },
    /** These profiles (signed media's viewers are read in batches: `batchedById`). */
    findByIds(ids: string[]): Promise<ProfileRow[]> {
      return db.select().from(profiles).where(inArray(profiles.id, ids));
    },
    /** The profiles of these accounts, in one query, each account's oldest first: names and kinds only. */
    async summariesOf(userIds: string[]): Promise<ProfileSummary[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: profiles.userId, name: profiles.name, kind: profiles.kind, maxAgeRating: profiles.maxAgeRating })
        .from(profiles)
        .where(inArray(profiles.userId, userIds))
        .orderBy(asc(profiles.userId), asc(profiles.createdAt), asc(profiles.id));
    },
    async insert(row: NewProfile): Promise<ProfileRow> {
      const [created] = await db.insert(profiles).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },
    async update(userId: string, id: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
      const [row] = await db.update(profiles).set(changes).where(and(eq(profiles.userId, userId), eq(profiles.id, id))).returning();
      return row;
    },
    /**
     * The subtitles a profile last chose (null: off). Read here, not from the session's cached profile: a choice made on
     * one device is the next video's on another at once.
     */
    async subtitleLanguageOf(id: string): Promise<SubtitleLanguage | null> {
      const [row] = await db.select({ language: profiles.subtitleLanguage }).from(profiles).where(eq(profiles.id, id));
      return row?.language ?? null;
    },
    async setSubtitleLanguage(id: string, language: SubtitleLanguage | null): Promise<void> {
      await db.update(profiles).set({ subtitleLanguage: language }).where(eq(profiles.id, id));
    },
    async remove(userId: string, id: string): Promise<ProfileRow | undefined> {
      const [row] = await db.delete(profiles).where(and(eq(profiles.userId, userId), eq(profiles.id, id))).returning();
      return row;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

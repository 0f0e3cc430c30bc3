import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { type ProfileRow, profiles } from '../../db/schema/index.js';

export type NewProfile = Pick<ProfileRow, 'userId' | 'name' | 'avatar' | 'kind' | 'maxAgeRating' | 'pinRequired'>;
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
    async insert(row: NewProfile): Promise<ProfileRow> {
      const [created] = await db.insert(profiles).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },
    async update(userId: string, id: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
      const [row] = await db.update(profiles).set(changes).where(and(eq(profiles.userId, userId), eq(profiles.id, id))).returning();
      return row;
    },
    async remove(userId: string, id: string): Promise<ProfileRow | undefined> {
      const [row] = await db.delete(profiles).where(and(eq(profiles.userId, userId), eq(profiles.id, id))).returning();
      return row;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

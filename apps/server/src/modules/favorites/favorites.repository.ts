import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { favorites } from '../../db/schema/index.js';

export function createFavoritesRepository(db: Database) {
  return {
    /** The ids of the profile's favourites, most recently added first (whether still listed is the catalogue's business). */
    async videoIds(profileId: string): Promise<string[]> {
      const rows = await db.select({ videoId: favorites.videoId }).from(favorites).where(eq(favorites.profileId, profileId)).orderBy(desc(favorites.createdAt));
      return rows.map((r) => r.videoId);
    },
    async has(profileId: string, videoId: string): Promise<boolean> {
      const [row] = await db.select({ one: sql`1` }).from(favorites).where(and(eq(favorites.profileId, profileId), eq(favorites.videoId, videoId)));
      return row !== undefined;
    },
    /** Adding twice is the same as adding once. */
    async add(profileId: string, videoId: string): Promise<void> {
      await db.insert(favorites).values({ profileId, videoId }).onConflictDoNothing();
    },
    async remove(profileId: string, videoId: string): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.profileId, profileId), eq(favorites.videoId, videoId)));
    },
  };
}
export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;

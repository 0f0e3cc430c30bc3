import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { favorites, videos, watchProgress } from '../../db/schema/index.js';
import type { ListedVideo } from '../videos/videos.repository.js';

export function createFavoritesRepository(db: Database) {
  return {
    /** The user's favourites that are still listed, most recently added first. */
    async list(userId: string): Promise<ListedVideo[]> {
      return db
        .select({ video: videos, resumeAt: sql<number>`coalesce(${watchProgress.positionSeconds}, 0)`.mapWith(Number) })
        .from(favorites)
        .innerJoin(videos, eq(videos.id, favorites.videoId))
        .leftJoin(watchProgress, and(eq(watchProgress.videoId, videos.id), eq(watchProgress.userId, userId)))
        .where(and(eq(favorites.userId, userId), eq(videos.status, 'ready'), eq(videos.isActive, true)))
        .orderBy(desc(favorites.createdAt));
    },
    async has(userId: string, videoId: string): Promise<boolean> {
      const [row] = await db.select({ one: sql`1` }).from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.videoId, videoId)));
      return row !== undefined;
    },
    /** Adding twice is the same as adding once. */
    async add(userId: string, videoId: string): Promise<void> {
      await db.insert(favorites).values({ userId, videoId }).onConflictDoNothing();
    },
    async remove(userId: string, videoId: string): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.videoId, videoId)));
    },
  };
}
export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;

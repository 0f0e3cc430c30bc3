import { and, count, desc, eq, gt, isNull, not, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, videoDownloads } from '../../db/schema/index.js';

export type DownloadRow = typeof videoDownloads.$inferSelect;

/** The one reader and writer of `video_downloads`: ids in, rows out (which video is still listed is the catalogue's business). */
export function createDownloadsRepository(db: Database) {
  const mine = (profileId: string, id: string) => and(eq(videoDownloads.id, id), eq(videoDownloads.profileId, profileId), isNull(videoDownloads.removedAt));
  return {
    /**
     * Records a download (every one counts: a row each). A profile keeps one copy of a video: an earlier
     * download of the same video by the same profile is removed in the same transaction. Undefined, and
     * nothing written, when the account already keeps `limit` other valid downloads, all profiles together (the
     * account's row is locked meanwhile, so two devices at once cannot both take the last place).
     */
    async create(values: { userId: string; profileId: string; videoId: string; sessionHash: string | null; rendition: string; bytes: number; now: Date; expiresAt: Date }, limit: number): Promise<DownloadRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
        const [kept] = await tx
          .select({ n: count() })
          .from(videoDownloads)
          .where(
            and(
              eq(videoDownloads.userId, values.userId),
              isNull(videoDownloads.removedAt),
              gt(videoDownloads.expiresAt, values.now),
              not(and(eq(videoDownloads.profileId, values.profileId), eq(videoDownloads.videoId, values.videoId)) as SQL),
            ),
          );
        if ((kept?.n ?? 0) >= limit) return undefined;
        await tx
          .update(videoDownloads)
          .set({ removedAt: values.now })
          .where(and(eq(videoDownloads.profileId, values.profileId), eq(videoDownloads.videoId, values.videoId), isNull(videoDownloads.removedAt)));
        const [row] = await tx
          .insert(videoDownloads)
          .values({ ...values, createdAt: values.now, renewedAt: values.now })
          .returning();
        return row as DownloadRow;
      });
    },

    /** A profile's downloads not removed (expired ones included: a renewal may bring them back), newest first. */
    async listActive(profileId: string): Promise<DownloadRow[]> {
      return db.select().from(videoDownloads).where(and(eq(videoDownloads.profileId, profileId), isNull(videoDownloads.removedAt))).orderBy(desc(videoDownloads.createdAt));
    },

    /** One of the profile's downloads not removed, or undefined (another's is unknown to it). */
    async findMine(profileId: string, id: string): Promise<DownloadRow | undefined> {
      const [row] = await db.select().from(videoDownloads).where(mine(profileId, id));
      return row;
    },

    async renew(id: string, now: Date, expiresAt: Date): Promise<DownloadRow | undefined> {
      const [row] = await db.update(videoDownloads).set({ renewedAt: now, expiresAt }).where(and(eq(videoDownloads.id, id), isNull(videoDownloads.removedAt))).returning();
      return row;
    },

    /** Removes one of the profile's downloads; false when there was none. */
    async remove(profileId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db.update(videoDownloads).set({ removedAt: now }).where(mine(profileId, id)).returning({ id: videoDownloads.id });
      return rows.length > 0;
    },
  };
}
export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;

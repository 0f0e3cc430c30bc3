import { and, asc, eq, gt, inArray, isNull, like, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users, type UserRow } from '../../db/schema/index.js';

export function createSessionsRepository(db: Database) {
  return {
    async insert(row: { idHash: string; userId: string; expiresAt: Date; ip: string; userAgent: string | null }) {
      await db.insert(sessions).values(row);
    },
    /**
     * The users of these sessions, by session hash: the ones that exist, have not expired and whose account is
     * not suspended (one query for many sessions: the first requests of a surge of phones).
     */
    async findUsers(idHashes: readonly string[]): Promise<Map<string, { user: UserRow; expiresAt: Date }>> {
      const rows = await db
        .select({ idHash: sessions.idHash, user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.idHash, [...idHashes]), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)));
      return new Map(rows.map(({ idHash, ...found }) => [idHash, found]));
    },
    async extend(idHash: string, expiresAt: Date) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, idHash));
    },
    async delete(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
    /** Deletes the user's sessions (but `exceptIdHash`); answers the hashes of the ones deleted. */
    async deleteForUser(userId: string, exceptIdHash?: string): Promise<string[]> {
      const deleted = await db
        .delete(sessions)
        .where(exceptIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash)) : eq(sessions.userId, userId))
        .returning({ idHash: sessions.idHash });
      return deleted.map((row) => row.idHash);
    },
    /** The user's sessions that have not expired, oldest first. */
    async listForUser(userId: string) {
      return db
        .select({ idHash: sessions.idHash, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ip: sessions.ip, userAgent: sessions.userAgent })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(asc(sessions.createdAt));
    },
    /** Deletes the user's session whose hash starts with `prefix` (hexadecimal), but `exceptIdHash`; answers the hashes deleted. */
    async deleteByPrefix(userId: string, prefix: string, exceptIdHash: string): Promise<string[]> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), like(sessions.idHash, `${prefix.replace(/[^0-9a-f]/g, '')}%`), ne(sessions.idHash, exceptIdHash)))
        .returning({ idHash: sessions.idHash });
      return deleted.map((row) => row.idHash);
    },
    async purgeExpired() {
      await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

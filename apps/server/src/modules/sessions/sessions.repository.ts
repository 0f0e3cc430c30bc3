import { and, asc, eq, gt, isNull, like, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users, type UserRow } from '../../db/schema/index.js';

export function createSessionsRepository(db: Database) {
  return {
    async insert(row: { idHash: string; userId: string; expiresAt: Date; ip: string; userAgent: string | null }) {
      await db.insert(sessions).values(row);
    },
    /** The session's user, when the session exists, has not expired and the account is not suspended. */
    async findUser(idHash: string): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
      const [row] = await db
        .select({ user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)));
      return row;
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

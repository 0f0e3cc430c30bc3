import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
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
    async purgeExpired() {
      await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

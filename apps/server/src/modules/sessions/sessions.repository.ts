import { and, asc, eq, gt, inArray, isNull, like, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { type ProfileRow, profiles, sessions, users, type UserRow } from '../../db/schema/index.js';

/** A session's user, with the profile chosen on it (else the account's first), that profile's rank among the account's (0: the oldest), and the first. */
export interface FoundSession {
  user: UserRow;
  expiresAt: Date;
  profile: ProfileRow | null;
  profileRank: number;
  firstProfile: ProfileRow | null;
}

const firstProfile = alias(profiles, 'first_profile');
const activeProfile = alias(profiles, 'active_profile');

export function createSessionsRepository(db: Database) {
  return {
    async insert(row: { idHash: string; userId: string; expiresAt: Date; ip: string; userAgent: string | null }) {
      await db.insert(sessions).values(row);
    },
    /**
     * The users of these sessions, by session hash: the ones that exist, have not expired and whose account is
     * not suspended (one query for many sessions: the first requests of a surge of phones).
     */
    async findUsers(idHashes: readonly string[]): Promise<Map<string, FoundSession>> {
      const rows = await db
        .select({
          idHash: sessions.idHash,
          user: users,
          expiresAt: sessions.expiresAt,
          profile: activeProfile,
          profileRank: sql<number>`(select count(*)::int from profiles p where p.user_id = ${users.id} and (p.created_at, p.id) < (${activeProfile.createdAt}, ${activeProfile.id}))`,
          firstProfile,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(firstProfile, eq(firstProfile.id, sql`(select p.id from profiles p where p.user_id = ${users.id} order by p.created_at, p.id limit 1)`))
        .leftJoin(activeProfile, eq(activeProfile.id, sql`coalesce(${sessions.profileId}, ${firstProfile.id})`))
        .where(and(inArray(sessions.idHash, [...idHashes]), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)));
      return new Map(rows.map(({ idHash, ...found }) => [idHash, found]));
    },
    /** The profile chosen on this session (« Qui regarde ? »). */
    async setProfile(idHash: string, profileId: string) {
      await db.update(sessions).set({ profileId }).where(eq(sessions.idHash, idHash));
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

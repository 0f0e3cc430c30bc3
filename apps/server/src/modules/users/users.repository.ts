import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AccountType, Tier } from '@kora/shared';
import { idIsAnyOf } from '../../db/batch-reads.js';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { users, type UserRow } from '../../db/schema/index.js';

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** What an admin may change of an account (role, tier by hand, suspension); the profile's own fields besides. */
type WritableFields =
  | 'locale'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'passwordHash'
  | 'accountType'
  | 'subscriptionTier'
  | 'subscriptionStatus'
  | 'subscriptionEndsAt'
  | 'subscriptionRenewsAt'
  | 'suspendedAt';

/** The admin list's filters: words of a name or an e-mail (every one must appear, accents and case folded), role, tier. */
export interface UserListFilters {
  q?: string | undefined;
  accountType?: AccountType | undefined;
  subscriptionTier?: Tier | undefined;
  limit: number;
  offset: number;
}

/** Each word of `q` inside the folded name and e-mail (strpos: no LIKE pattern to escape). */
function matchesWords(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const haystack = sql`kora_fold(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
  return words.length ? and(...words.map((word) => sql`strpos(${haystack}, kora_fold(${word})) > 0`)) : undefined;
}

/** Postgres unique_violation on the case-insensitive email index. */
export const isEmailConflict = (error: unknown): boolean => isUniqueViolation(error, 'users_email_lower_key');

/** The only code that writes `users`; give it a transaction to make its writes part of a larger change. */
export function createUsersRepository(db: DbExecutor) {
  /** The batch read by ids (`batchedById`), prepared on first use. */
  const prepareByIds = () => db.select().from(users).where(idIsAnyOf(users.id)).prepare('users_by_ids');
  let byIds: ReturnType<typeof prepareByIds> | undefined;
  return {
    /**
     * `forUpdate`: the row stays locked against other changes until the transaction ends (give the
     * repository one). FOR NO KEY UPDATE, as an UPDATE takes: rows that refer to the account (an
     * audit row naming an admin) are not held up, so two admins changing each other cannot deadlock.
     */
    async findById(id: string, { forUpdate = false } = {}): Promise<UserRow | undefined> {
      const query = db.select().from(users).where(eq(users.id, id));
      const [row] = forUpdate ? await query.for('no key update') : await query;
      return row;
    },
    /** The account's profile PIN (Argon2id), set after its password was confirmed. */
    async setProfilePin(id: string, profilePinHash: string): Promise<void> {
      await db.update(users).set({ profilePinHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
    /** The accounts among `ids` (signed media's rights checks read them in batches: `batchedById`). */
    findByIds(ids: readonly string[]): Promise<UserRow[]> {
      byIds ??= prepareByIds();
      return byIds.execute({ ids: [...ids] });
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(byEmail(email));
      return row;
    },
    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(
      id: string,
      values: Partial<Pick<UserRow, WritableFields>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** from → to (a simple user approved as a creator); undefined when the account was not `from`. */
    async changeAccountType(id: string, from: AccountType, to: AccountType): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ accountType: to, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), eq(users.accountType, from)))
        .returning();
      return row;
    },

    /** The person asked for their account's deletion, effective at `at` (the erasure sweep does it then). */
    async requestDeletion(id: string, at: Date, deleteVideos: boolean): Promise<void> {
      await db.update(users).set({ deletionAt: at, deletionDeletesVideos: deleteVideos, updatedAt: sql`now()` }).where(and(eq(users.id, id), isNull(users.erasedAt)));
    },

    /** Cancels a pending deletion not yet carried out; false when there was none. */
    async cancelDeletion(id: string): Promise<boolean> {
      const cancelled = await db
        .update(users)
        .set({ deletionAt: null, deletionDeletesVideos: false, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), isNotNull(users.deletionAt), isNull(users.erasedAt)))
        .returning({ id: users.id });
      return cancelled.length === 1;
    },

    /** One page of accounts, newest sign-up first, and how many match. */
    async page({ q, accountType, subscriptionTier, limit, offset }: UserListFilters): Promise<{ rows: UserRow[]; total: number }> {
      const where = and(
        matchesWords(q),
        accountType ? eq(users.accountType, accountType) : undefined,
        subscriptionTier ? eq(users.subscriptionTier, subscriptionTier) : undefined,
      );
      const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
      return { rows, total: count?.total ?? 0 };
    },

    /**
     * Locks every admin's row until the transaction ends, in one order (so two transactions never
     * wait on each other), and tells which are suspended. A change that may leave Kora without an
     * admin takes these locks first: two admins demoting each other at once are then judged one
     * after the other, the second seeing the first's result.
     */
    async lockAdmins(): Promise<Pick<UserRow, 'id' | 'suspendedAt'>[]> {
      return db.select({ id: users.id, suspendedAt: users.suspendedAt }).from(users).where(eq(users.accountType, 'admin')).orderBy(asc(users.id)).for('no key update');
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

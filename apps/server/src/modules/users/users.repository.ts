import { and, eq, sql } from 'drizzle-orm';
import type { AccountType } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { users, type UserRow } from '../../db/schema/index.js';

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** Postgres unique_violation on the case-insensitive email index. */
export const isEmailConflict = (error: unknown): boolean => isUniqueViolation(error, 'users_email_lower_key');

/** The only code that writes `users`; give it a transaction to make its writes part of a larger change. */
export function createUsersRepository(db: DbExecutor) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
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
      values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'passwordHash'>>,
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
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

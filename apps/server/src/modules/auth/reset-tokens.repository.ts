import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/index.js';

export function createResetTokensRepository(db: Database) {
  return {
    async insert(row: { tokenHash: string; userId: string; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(row);
    },
    /**
     * Marks a valid token used and returns its user, in one statement, so two concurrent
     * uses of the same link cannot both succeed.
     */
    async consume(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },
    /** Once a password is reset, the user's other outstanding links stop working too. */
    async revokeForUser(userId: string) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
    async purgeExpired() {
      await db
        .delete(passwordResetTokens)
        .where(or(lte(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`)));
    },
  };
}
export type ResetTokensRepository = ReturnType<typeof createResetTokensRepository>;

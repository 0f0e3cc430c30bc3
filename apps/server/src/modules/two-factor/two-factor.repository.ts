import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { twoFactor, twoFactorRecoveryCodes, users } from '../../db/schema/index.js';

/** A person's second factor at rest: the sealed TOTP secret, the last step accepted, the recovery codes' hashes. */
export function createTwoFactorRepository(db: DbExecutor) {
  /** Takes `step` as used when it is later than the last one taken: false for a code already used (or an older one). */
  async function takeStep(tx: DbExecutor, userId: string, step: number): Promise<boolean> {
    const taken = await tx.update(twoFactor).set({ lastStep: step }).where(and(eq(twoFactor.userId, userId), lt(twoFactor.lastStep, step))).returning({ userId: twoFactor.userId });
    return taken.length === 1;
  }

  return {
    async find(userId: string): Promise<{ secretSealed: string; lastStep: number } | undefined> {
      const [row] = await db.select({ secretSealed: twoFactor.secretSealed, lastStep: twoFactor.lastStep }).from(twoFactor).where(eq(twoFactor.userId, userId));
      return row;
    },

    /** A new secret waiting for its first code (replacing one that waited). */
    async begin(userId: string, secretSealed: string): Promise<void> {
      await db
        .insert(twoFactor)
        .values({ userId, secretSealed })
        .onConflictDoUpdate({ target: twoFactor.userId, set: { secretSealed, lastStep: 0, createdAt: sql`now()` } });
    },

    takeStep: (userId: string, step: number) => takeStep(db, userId, step),

    /** Turns it on with the step of its first code and these recovery codes, at once; false when the step was taken meanwhile. */
    async enable(userId: string, step: number, codeHashes: readonly string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await takeStep(tx, userId, step))) return false;
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        await tx.update(users).set({ twoFactorEnabledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, userId));
        return true;
      });
    },

    async disable(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx.update(users).set({ twoFactorEnabledAt: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
      });
    },

    /** Spends the recovery code with this hash, once: false when there is none (or it was spent). */
    async spendRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const spent = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
        .returning({ id: twoFactorRecoveryCodes.id });
      return spent.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(twoFactorRecoveryCodes).where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

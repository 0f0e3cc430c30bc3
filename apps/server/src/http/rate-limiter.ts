import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';

export interface Window {
  /** Attempts allowed within the window. */
  limit: number;
  windowSeconds: number;
}

export interface Counter {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every server instance counts together.
 * `hit` is one atomic upsert: a window that has ended restarts at 1.
 */
export function createRateLimiter(db: Database) {
  const secondsLeft = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return {
    async hit(key: string, { windowSeconds }: Window): Promise<Counter> {
      const window = sql`now() + make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: window })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${window} else ${rateLimits.resetAt} end`,
          },
        })
        .returning();
      return { count: row?.count ?? 1, retryAfterSeconds: row ? secondsLeft(row.resetAt) : windowSeconds };
    },
    async peek(key: string): Promise<Counter> {
      const [row] = await db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
      return row ? { count: row.count, retryAfterSeconds: secondsLeft(row.resetAt) } : { count: 0, retryAfterSeconds: 0 };
    },
    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async purgeExpired(): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

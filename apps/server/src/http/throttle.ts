import { serverMessages } from '@kora/shared';
import { DomainError } from '../errors.js';
import type { RateLimiter, Window } from './rate-limiter.js';

export interface Limit {
  key: string;
  window: Window;
}

function tooMany(retryAfterSeconds: number): DomainError {
  return new DomainError('rate_limited', serverMessages.rateLimited(Math.ceil(retryAfterSeconds / 60)), {
    retryAfterSeconds,
  });
}

/**
 * Two ways to count: `consume` counts every attempt (register, forgot password);
 * `assertUnder` + `recordFailure` count only failures (sign-in), so a person who types
 * the right password is never locked out by their own successes. What counts as a failure
 * is the caller's business.
 */
export function createThrottle(limiter: RateLimiter) {
  return {
    async consume(limits: Limit[]): Promise<void> {
      for (const { key, window } of limits) {
        const { count, retryAfterSeconds } = await limiter.hit(key, window);
        if (count > window.limit) throw tooMany(retryAfterSeconds);
      }
    },
    async assertUnder(limits: Limit[]): Promise<void> {
      for (const { key, window } of limits) {
        const { count, retryAfterSeconds } = await limiter.peek(key);
        if (count >= window.limit) throw tooMany(retryAfterSeconds);
      }
    },
    async recordFailure(limits: Limit[]): Promise<void> {
      for (const { key, window } of limits) await limiter.hit(key, window);
    },
    async clear(keys: string[]): Promise<void> {
      for (const key of keys) await limiter.reset(key);
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;

import { serverMessages } from '@kora/shared';
import { DomainError } from '../errors.js';
import type { RateLimiter, Window } from './rate-limiter.js';

/** The limits of the sign-in area, per client IP and per email address. */
export const throttlePolicies = {
  loginFailuresPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 50, windowSeconds: 15 * 60 },
  adminFailuresPerEmail: { limit: 5, windowSeconds: 15 * 60 },
  adminFailuresPerIp: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  registerPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { limit: 10, windowSeconds: 15 * 60 },
  forgotPerEmail: { limit: 3, windowSeconds: 15 * 60 },
} satisfies Record<string, Window>;

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
 * the right password is never locked out by their own successes.
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
    /**
     * A sign-in attempt under failure limits: refused while any limit is reached; a wrong
     * password counts against every limit; a success clears the `clearOnSuccess` counters.
     */
    async signInAttempt<T>(limits: Limit[], clearOnSuccess: string[], attempt: () => Promise<T>): Promise<T> {
      await this.assertUnder(limits);
      try {
        const result = await attempt();
        await this.clear(clearOnSuccess);
        return result;
      } catch (error) {
        if (error instanceof DomainError && error.code === 'invalid_credentials') await this.recordFailure(limits);
        throw error;
      }
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;

import { describe, expect, it } from 'vitest';
import { canAccessTier, effectiveTier, hasWatchTimeAllowance, remainingWatchMinutes, TIERS, tierRank } from './tiers.js';

describe('tier rules (viewer.md §4)', () => {
  it('ranks free 0, basic 1, premium 2, family 3; none counts as free', () => {
    expect(TIERS.map(tierRank)).toEqual([0, 1, 2, 3]);
    expect(tierRank(undefined)).toBe(0);
  });

  it('lets a user play what is at or below their rank, and anything free or unrestricted', () => {
    for (const user of TIERS) {
      for (const required of TIERS) expect(canAccessTier(user, required), `${user}→${required}`).toBe(tierRank(user) >= tierRank(required));
      expect(canAccessTier(user, null)).toBe(true);
    }
  });

  it('counts a paid tier only while the subscription is active or past due (the grace period)', () => {
    expect(effectiveTier({ subscriptionTier: 'premium', subscriptionStatus: 'active' })).toBe('premium');
    expect(effectiveTier({ subscriptionTier: 'basic', subscriptionStatus: 'past_due' })).toBe('basic');
    for (const status of ['inactive', 'pending', 'canceled'] as const) {
      expect(effectiveTier({ subscriptionTier: 'family', subscriptionStatus: status })).toBe('free');
    }
  });

  it('never gives negative remaining minutes', () => {
    expect(remainingWatchMinutes({ freeWatchTimeLimit: 120, freeWatchTimeUsed: 45 })).toBe(75);
    expect(remainingWatchMinutes({ freeWatchTimeLimit: 120, freeWatchTimeUsed: 500 })).toBe(0);
  });

  it('meters only free simple users', () => {
    const base = { subscriptionTier: 'free', subscriptionStatus: 'inactive' } as const;
    expect(hasWatchTimeAllowance({ ...base, accountType: 'simple' })).toBe(true);
    expect(hasWatchTimeAllowance({ ...base, accountType: 'creator' })).toBe(false);
    expect(hasWatchTimeAllowance({ accountType: 'simple', subscriptionTier: 'basic', subscriptionStatus: 'active' })).toBe(false);
    expect(hasWatchTimeAllowance({ accountType: 'simple', subscriptionTier: 'basic', subscriptionStatus: 'canceled' })).toBe(true);
  });

});

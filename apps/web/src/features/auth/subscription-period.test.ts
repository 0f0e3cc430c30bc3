import { describe, expect, it } from 'vitest';
import { hasRenewingSubscription, subscriptionPeriodText } from './subscription-period';

const base = { subscriptionTier: 'premium', subscriptionStatus: 'active', subscriptionEndsAt: null, subscriptionRenewsAt: null } as const;

describe('the end date the profile modal and /settings show', () => {
  it('says when a renewing subscription renews, and lets it be cancelled', () => {
    const user = { ...base, subscriptionRenewsAt: '2026-12-24T10:00:00Z' };
    expect(subscriptionPeriodText(user)).toBe('Renouvellement le 24 décembre 2026');
    expect(hasRenewingSubscription(user)).toBe(true);
  });

  it("says until when a pass or a cancelled subscription holds, with nothing to cancel", () => {
    const user = { ...base, subscriptionEndsAt: '2026-11-25T10:00:00Z' };
    expect(subscriptionPeriodText(user)).toBe("Actif jusqu'au 25 novembre 2026");
    expect(hasRenewingSubscription(user)).toBe(false);
  });

  it('says nothing for the free tier or a tier granted without an end', () => {
    expect(subscriptionPeriodText(base)).toBeNull();
    expect(hasRenewingSubscription(base)).toBe(false);
    const lapsed = { ...base, subscriptionStatus: 'inactive', subscriptionRenewsAt: '2026-12-24T10:00:00Z' } as const;
    expect(subscriptionPeriodText(lapsed)).toBeNull();
    expect(hasRenewingSubscription(lapsed)).toBe(false);
  });
});

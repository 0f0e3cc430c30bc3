import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '../../db/schema/index.js';
import { entitlementOf } from './entitlement-of.js';

const DAY = 24 * 3600_000;
const now = new Date('2026-11-24T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

function sub(o: Partial<SubscriptionRow>): SubscriptionRow {
  return {
    id: o.id ?? 'sub',
    userId: 'u',
    planId: 'p',
    provider: 'stripe',
    providerRef: 'ref',
    renews: true,
    tier: 'premium',
    currency: 'XOF',
    amount: 5000,
    status: 'active',
    currentPeriodEnd: at(10),
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    providerUpdatedAt: null,
    endingNoticeFor: null,
    createdAt: now,
    updatedAt: now,
    ...o,
  };
}

describe('entitlementOf', () => {
  it('gives nothing without a paid, running subscription', () => {
    expect(entitlementOf([], now, 3)).toBeNull();
    expect(entitlementOf([sub({ status: 'incomplete', currentPeriodEnd: null })], now, 3)).toBeNull();
    expect(entitlementOf([sub({ status: 'failed' }), sub({ status: 'expired' })], now, 3)).toBeNull();
    expect(entitlementOf([sub({ renews: false, currentPeriodEnd: at(-1) })], now, 3)).toBeNull();
  });

  it('holds a renewing tier until the period end plus the grace, a pass or a cancelled one until the end', () => {
    expect(entitlementOf([sub({})], now, 3)).toMatchObject({ status: 'active', endsAt: at(13), renewsAt: at(10) });
    expect(entitlementOf([sub({ cancelAtPeriodEnd: true })], now, 3)).toMatchObject({ endsAt: at(10), renewsAt: null });
    expect(entitlementOf([sub({ renews: false })], now, 3)).toMatchObject({ endsAt: at(10), renewsAt: null });
    expect(entitlementOf([sub({ status: 'past_due', currentPeriodEnd: at(-2) })], now, 3)).toMatchObject({ status: 'past_due', endsAt: at(1) });
    expect(entitlementOf([sub({ status: 'past_due', currentPeriodEnd: at(-4) })], now, 3)).toBeNull();
  });

  it('picks the highest tier, then an active one over a past-due one, then the longest', () => {
    const basic = sub({ id: 'basic', tier: 'basic', currentPeriodEnd: at(300) });
    const family = sub({ id: 'family', tier: 'family', renews: false, currentPeriodEnd: at(1) });
    expect(entitlementOf([basic, family], now, 3)?.subscriptionId).toBe('family');
    const pastDue = sub({ id: 'late', status: 'past_due', currentPeriodEnd: at(0.5) });
    const pass = sub({ id: 'pass', renews: false, currentPeriodEnd: at(0.2) });
    expect(entitlementOf([pastDue, pass], now, 3)?.subscriptionId).toBe('pass');
    expect(entitlementOf([sub({ id: 'short', renews: false, currentPeriodEnd: at(1) }), sub({ id: 'long', renews: false, currentPeriodEnd: at(7) })], now, 3)?.subscriptionId).toBe('long');
  });
});

import { describe, expect, it } from 'vitest';
import { type Actor, authorize, authorizeRoute, can, type LiveSubject, ROUTE_ACCESS } from './policies.js';
import { ACCOUNT_TYPES, SUBSCRIPTION_STATUSES, TIERS, type Tier, tierRank } from './tiers.js';

/*
 * One table per policy: every role × tier × subscription status × ownership, with the
 * expected answer written as the specification states it (not computed by the code under test).
 */
const OWNER = 'owner-id';
const people: Array<Actor & { label: string }> = [];
for (const accountType of ACCOUNT_TYPES) {
  for (const subscriptionTier of TIERS) {
    for (const subscriptionStatus of SUBSCRIPTION_STATUSES) {
      for (const id of [OWNER, 'someone-else']) {
        people.push({ id, accountType, subscriptionTier, subscriptionStatus, label: `${accountType}/${subscriptionTier}/${subscriptionStatus}/${id}` });
      }
    }
  }
}
/**
 * The tier a person enjoys, as viewer.md §4 states it: a paid tier only while active; and
 * while past due, the grace after a failed renewal (whose end the server reads by the clock).
 */
const enjoyed = (p: Actor): Tier => (p.subscriptionStatus === 'active' || p.subscriptionStatus === 'past_due' ? p.subscriptionTier : 'free');
const atLeast = (p: Actor, tier: Tier) => tierRank(enjoyed(p)) >= tierRank(tier);

describe('watchVideo', () => {
  it('admins and the uploader watch anything; others by the tier they enjoy', () => {
    for (const p of people) {
      for (const requiredTier of TIERS) {
        const expected = p.accountType === 'admin' || p.id === OWNER || atLeast(p, requiredTier);
        const decision = authorize(p, 'watchVideo', { requiredTier, uploadedBy: OWNER });
        expect(decision.allowed, `${p.label} → ${requiredTier}`).toBe(expected);
        if (!expected) expect(decision).toEqual({ allowed: false, reason: 'tier_required', requiredTier });
      }
    }
  });
  it('a video with no uploader left belongs to nobody', () => {
    const free = { id: 'x', accountType: 'creator', subscriptionTier: 'free', subscriptionStatus: 'inactive' } as const;
    expect(can(free, 'watchVideo', { requiredTier: 'family', uploadedBy: null })).toBe(false);
  });
  it('refuses a signed-out person as unauthorized', () => {
    expect(authorize(null, 'watchVideo', { requiredTier: 'free', uploadedBy: null })).toEqual({ allowed: false, reason: 'unauthorized' });
  });
});

describe('watchLive', () => {
  it('approved lives by tier; pending and rejected ones only for their creator and admins', () => {
    for (const p of people) {
      for (const requiredTier of TIERS) {
        for (const status of ['pending', 'approved', 'rejected'] as const) {
          const live: LiveSubject = { requiredTier, createdBy: OWNER, status };
          const privileged = p.accountType === 'admin' || p.id === OWNER;
          const expected = privileged || (status === 'approved' && atLeast(p, requiredTier));
          expect(can(p, 'watchLive', live), `${p.label} → ${requiredTier}/${status}`).toBe(expected);
        }
      }
    }
  });
  it('from home: premium and family subscribers (and creators, admins) only', () => {
    for (const p of people) {
      const expected = p.accountType !== 'simple' || atLeast(p, 'premium');
      expect(can(p, 'watchLiveFromHome'), p.label).toBe(expected);
    }
  });
});

describe('roles and ownership', () => {
  it('create: creators and admins', () => {
    for (const p of people) expect(can(p, 'create'), p.label).toBe(p.accountType !== 'simple');
  });
  it('manageVideo and moderateChat: the owner and admins', () => {
    for (const p of people) {
      const expected = p.accountType === 'admin' || p.id === OWNER;
      expect(can(p, 'manageVideo', { uploadedBy: OWNER }), p.label).toBe(expected);
      expect(can(p, 'moderateChat', { createdBy: OWNER }), p.label).toBe(expected);
    }
  });
  it('editOwnVideo: its uploader only; followCreator: anyone but the creator', () => {
    for (const p of people) {
      expect(can(p, 'editOwnVideo', { uploadedBy: OWNER }), p.label).toBe(p.id === OWNER);
      expect(can(p, 'editOwnVideo', { uploadedBy: null }), p.label).toBe(false);
      expect(can(p, 'followCreator', { id: OWNER }), p.label).toBe(p.id !== OWNER);
    }
  });
  it('manageLive: its creator while still a creator, and admins', () => {
    for (const p of people) {
      const expected = p.accountType === 'admin' || (p.accountType === 'creator' && p.id === OWNER);
      expect(can(p, 'manageLive', { createdBy: OWNER }), p.label).toBe(expected);
    }
  });
  it('administer: admins; applyAsCreator: simple users; pay: anyone signed in', () => {
    for (const p of people) {
      expect(can(p, 'administer'), p.label).toBe(p.accountType === 'admin');
      expect(can(p, 'applyAsCreator'), p.label).toBe(p.accountType === 'simple');
      expect(can(p, 'pay'), p.label).toBe(true);
    }
    expect(can(null, 'pay')).toBe(false);
  });
  it('sponsorVideo: free videos only', () => {
    const viewer: Actor = { id: 'v', accountType: 'simple', subscriptionTier: 'family', subscriptionStatus: 'active' };
    for (const requiredTier of TIERS) expect(can(viewer, 'sponsorVideo', { requiredTier }), requiredTier).toBe(requiredTier === 'free');
  });
});

describe('route access', () => {
  it('public for anyone; user for any session; creator for creators and admins; admin for admins', () => {
    for (const access of ROUTE_ACCESS) {
      expect(authorizeRoute(null, access), access).toEqual(access === 'public' ? { allowed: true } : { allowed: false, reason: 'unauthorized' });
      for (const p of people) {
        const expected = access === 'public' || access === 'user' || (access === 'creator' ? p.accountType !== 'simple' : p.accountType === 'admin');
        expect(authorizeRoute(p, access).allowed, `${p.label} → ${access}`).toBe(expected);
      }
    }
  });
});

describe('downloadVideo', () => {
  it('premium and family subscribers (while active or past due), on a video they may watch; the plan refusal names premium', () => {
    for (const p of people) {
      const hasPlan = ['premium', 'family'].includes(p.subscriptionTier) && ['active', 'past_due'].includes(p.subscriptionStatus);
      for (const requiredTier of TIERS) {
        const mayWatch = p.accountType === 'admin' || p.id === OWNER || atLeast(p, requiredTier);
        const decision = authorize(p, 'downloadVideo', { requiredTier, uploadedBy: OWNER });
        expect(decision.allowed, `${p.label} → ${requiredTier}`).toBe(hasPlan && mayWatch);
        if (!hasPlan) expect(decision, p.label).toEqual({ allowed: false, reason: 'tier_required', requiredTier: 'premium' });
      }
    }
  });
  it('a premium subscriber does not download a family video', () => {
    const premium = { id: 'x', accountType: 'simple', subscriptionTier: 'premium', subscriptionStatus: 'active' } as const;
    expect(authorize(premium, 'downloadVideo', { requiredTier: 'family', uploadedBy: null })).toEqual({ allowed: false, reason: 'tier_required', requiredTier: 'family' });
  });
});

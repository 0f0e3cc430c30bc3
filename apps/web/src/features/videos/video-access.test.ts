import type { Actor, VideoSubject } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { mayPlay } from './video-access';

const person = (id: string, accountType: Actor['accountType'], subscriptionTier: Actor['subscriptionTier'] = 'free'): Actor => ({
  id,
  accountType,
  subscriptionTier,
  subscriptionStatus: subscriptionTier === 'free' ? 'inactive' : 'active',
});
const family = (uploadedBy: string | null): VideoSubject => ({ requiredTier: 'family', uploadedBy });

/** What cards and the video page lock: the server's watchVideo rule, not the tier alone. */
describe('mayPlay (the page asks the server’s watchVideo policy)', () => {
  it('an admin plays a family video whatever their own tier', () => {
    expect(mayPlay(person('a', 'admin', 'free'), family(null))).toBe(true);
  });

  it('a free creator plays the family video they uploaded, not another one', () => {
    const creator = person('c', 'creator');
    expect(mayPlay(creator, family('c'))).toBe(true);
    expect(mayPlay(creator, family('someone-else'))).toBe(false);
  });

  it('others by tier, counted only while the subscription is active', () => {
    expect(mayPlay(person('p', 'simple', 'premium'), family(null))).toBe(false);
    expect(mayPlay(person('f', 'simple', 'family'), family(null))).toBe(true);
    expect(mayPlay({ ...person('f', 'simple', 'family'), subscriptionStatus: 'inactive' }, family(null))).toBe(false);
  });

  it('nobody signed in, or a video not loaded yet: not playable', () => {
    expect(mayPlay(null, { requiredTier: 'free', uploadedBy: null })).toBe(false);
    expect(mayPlay(person('a', 'admin'), undefined)).toBe(false);
  });
});

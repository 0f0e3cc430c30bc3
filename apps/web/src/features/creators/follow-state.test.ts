import { describe, expect, it } from 'vitest';
import { afterFollowTap } from './follow-state';

describe('afterFollowTap', () => {
  it('follows and unfollows with the count moved by one', () => {
    expect(afterFollowTap({ following: false, followers: 41 }, true)).toEqual({ following: true, followers: 42 });
    expect(afterFollowTap({ following: true, followers: 42 }, false)).toEqual({ following: false, followers: 41 });
  });

  it('changes nothing when the state is already the wanted one', () => {
    const state = { following: true, followers: 3 };
    expect(afterFollowTap(state, true)).toBe(state);
  });

  it('never shows a negative count', () => {
    expect(afterFollowTap({ following: true, followers: 0 }, false)).toEqual({ following: false, followers: 0 });
  });
});

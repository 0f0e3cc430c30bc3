import type { CreatorFollow } from '@kora/shared';

/**
 * What a channel shows right after a tap on 'Suivre' or 'Abonné', before the server answers: the
 * wanted state, and the count moved by one only when the state changes (a repeated tap on a state
 * already shown counts nobody twice; the count never goes below zero).
 */
export function afterFollowTap(current: CreatorFollow, following: boolean): CreatorFollow {
  if (current.following === following) return current;
  return { following, followers: Math.max(0, current.followers + (following ? 1 : -1)) };
}

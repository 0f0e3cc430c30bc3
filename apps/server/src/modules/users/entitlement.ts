import type { Clock } from '../../clock.js';
import type { UserRow } from '../../db/schema/index.js';

const lapsed = new WeakMap<UserRow, UserRow>();

/**
 * The account as its rights stand at the clock's now: a paid tier whose end (a pass, a cancelled subscription's
 * period, a failed renewal's grace) has passed reads as free and inactive, even before the housekeeping
 * writes it down. Every rights check goes through it (the session's user, signed media), so a pass ends
 * at its minute. The same row object gives the same copy (the public user is memoised per row). The
 * clock is read only for a paid tier with an end (every signed-in request comes through here).
 */
export function entitledUser(row: UserRow, clock: Clock): UserRow {
  if (!row.subscriptionEndsAt || row.subscriptionTier === 'free' || row.subscriptionEndsAt > clock.now()) return row;
  let copy = lapsed.get(row);
  if (!copy) {
    copy = { ...row, subscriptionTier: 'free', subscriptionStatus: 'inactive', subscriptionRenewsAt: null };
    lapsed.set(row, copy);
  }
  return copy;
}

/** A user lookup that answers accounts as their rights stand now (signed media reads users through it). */
export function entitledUsers<R extends { findById(id: string): Promise<UserRow | undefined> }>(users: R, clock: Clock): Pick<R, 'findById'> {
  return {
    findById: async (id: string) => {
      const row = await users.findById(id);
      return row && entitledUser(row, clock);
    },
  } as Pick<R, 'findById'>;
}

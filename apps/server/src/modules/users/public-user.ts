import type { User } from '@kora/shared';
import type { UserRow } from '../../db/schema/index.js';

const shown = new WeakMap<UserRow, User>();

/**
 * The user as the API shows it: an explicit allow-list, so the password hash can never slip out.
 * Memoised per row object: a session served from the in-memory cache reuses the same row.
 */
export function toPublicUser(row: UserRow): User {
  const hit = shown.get(row);
  if (hit) return hit;
  const user: User = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    accountType: row.accountType,
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus,
    freeWatchTimeLimit: row.freeWatchTimeLimit,
    freeWatchTimeUsed: row.freeWatchTimeUsed,
    subscriptionEndsAt: row.subscriptionEndsAt?.toISOString() ?? null,
    subscriptionRenewsAt: row.subscriptionRenewsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
  shown.set(row, user);
  return user;
}

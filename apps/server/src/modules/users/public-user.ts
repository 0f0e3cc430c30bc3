import type { AuthUser, User } from '@kora/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { SessionIdentity } from '../sessions/session-store.js';

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
    locale: row.locale,
  };
  shown.set(row, user);
  return user;
}

const authUsers = new WeakMap<SessionIdentity, AuthUser>();

/** GET /api/auth/user's answer: the account and its active profile, memoised per session identity (one per cached row pair). */
export function toAuthUser(identity: SessionIdentity): AuthUser {
  let hit = authUsers.get(identity);
  if (!hit) {
    const { id, name, avatar, kind, maxAgeRating } = identity.profile;
    hit = { ...toPublicUser(identity.user), profile: { id, name, avatar, kind, maxAgeRating } };
    authUsers.set(identity, hit);
  }
  return hit;
}

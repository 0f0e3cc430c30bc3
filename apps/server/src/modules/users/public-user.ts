import type { User } from '@kora/shared';
import type { UserRow } from '../../db/schema/index.js';

/** The user as the API shows it: an explicit allow-list, so the password hash can never slip out. */
export function toPublicUser(row: UserRow): User {
  return {
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
    createdAt: row.createdAt.toISOString(),
  };
}

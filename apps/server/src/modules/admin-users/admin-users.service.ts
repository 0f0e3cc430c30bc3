import type { z } from 'zod';
import { ADMIN_PAGE_SIZE, type AdminUser, type AdminUserPage, type AdminUserProfile, type AdminUserPatchBody, type adminUserListQuerySchema, type SubscriptionStatus } from '@kora/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { AdminActionsRepository, AdminActor } from '../audit/admin-actions.repository.js';
import type { ProfileSummary, ProfilesRepository } from '../profiles/profiles.repository.js';
import type { SessionStore } from '../sessions/session-store.js';
import { toPublicUser } from '../users/public-user.js';
import type { FreeAllowanceRepository } from '../users/free-allowance.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import { lastAdmin, notYourself, userNotFound } from './admin-users.errors.js';

/** The repositories a change writes through, all on one transaction. */
export interface UserChangeUnit {
  users: Pick<UsersRepository, 'findById' | 'lockAdmins' | 'update'>;
  allowances: Pick<FreeAllowanceRepository, 'setLimit'>;
  audit: Pick<AdminActionsRepository, 'record'>;
}

interface Deps {
  users: Pick<UsersRepository, 'page'>;
  profiles: Pick<ProfilesRepository, 'summariesOf'>;
  /** Runs `work` in one transaction: it all commits, or none of it. */
  inTransaction: <T>(work: (unit: UserChangeUnit) => Promise<T>) => Promise<T>;
  events: Pick<DomainEvents, 'publish'>;
  sessions: Pick<SessionStore, 'destroyAllForUser'>;
}

/** The fields of an account an admin changes, in the API's words (the audit's before → after). */
type AdminFields = Required<AdminUserPatchBody>;

export function toAdminUser(row: UserRow): AdminUser {
  return { ...toPublicUser(row), suspended: row.suspendedAt !== null };
}

/** Each account's profiles as admins see them (name and kind only), in the order given. */
function profilesByUser(summaries: ProfileSummary[]): Map<string, AdminUserProfile[]> {
  const byUser = new Map<string, AdminUserProfile[]>();
  for (const { userId, name, kind, maxAgeRating } of summaries) {
    const list = byUser.get(userId) ?? [];
    list.push({ name, kind, maxAgeRating });
    byUser.set(userId, list);
  }
  return byUser;
}

const fieldsOf = (row: UserRow): AdminFields => ({
  accountType: row.accountType,
  subscriptionTier: row.subscriptionTier,
  subscriptionStatus: row.subscriptionStatus,
  suspended: row.suspendedAt !== null,
  freeWatchTimeLimit: row.freeWatchTimeLimit,
});

/**
 * What the account becomes: the fields given, and a tier granted by hand brings its status (a paid
 * tier is active, back to free is inactive) unless the status is given too.
 */
function wanted(current: AdminFields, body: AdminUserPatchBody): AdminFields {
  const impliedStatus: SubscriptionStatus | undefined =
    body.subscriptionTier === undefined ? undefined : body.subscriptionTier === 'free' ? 'inactive' : 'active';
  return {
    accountType: body.accountType ?? current.accountType,
    subscriptionTier: body.subscriptionTier ?? current.subscriptionTier,
    subscriptionStatus: body.subscriptionStatus ?? impliedStatus ?? current.subscriptionStatus,
    suspended: body.suspended ?? current.suspended,
    freeWatchTimeLimit: body.freeWatchTimeLimit ?? current.freeWatchTimeLimit,
  };
}

/** The keys whose value differs, with their values before and after. */
function differences(before: AdminFields, after: AdminFields) {
  const keys = (Object.keys(after) as (keyof AdminFields)[]).filter((key) => before[key] !== after[key]);
  const pick = (fields: AdminFields) => Object.fromEntries(keys.map((key) => [key, fields[key]]));
  return { keys, before: pick(before), after: pick(after) };
}

/** An active admin: counted by the rule that Kora keeps at least one. */
const isActiveAdmin = (fields: AdminFields) => fields.accountType === 'admin' && !fields.suspended;

/**
 * The admins' management of accounts (live-creators-admin.md §2 'User management', §3 'User (admin
 * view)'): the real accounts, searched, filtered and paged, each with its profiles' names and
 * kinds (never a PIN); an account's role, a tier granted by hand and its suspension; the free minutes a month (0: none left to watch). A change is one
 * transaction with its audit row; Kora never loses its last active admin (the admins' rows are locked first, so two admins demoting each other at once cannot
 * both win), and an admin never changes their own account here. After the commit every instance
 * forgets its cached copy of the account, so the change holds from the user's next request; a
 * suspension also ends every session of the account at once (a suspended account is refused by
 * the access check and at sign-in).
 *
 * Making someone a creator here gives the role's rights (upload, lives) but no channel: the
 * creator profile, which the dashboard needs, comes from an approved application (an earlier one's
 * profile is kept and comes back with the role). No channel is invented from the account.
 */
export function createAdminUsersService({ users, profiles, inTransaction, events, sessions }: Deps) {
  return {
    async list({ page, ...filters }: z.infer<typeof adminUserListQuerySchema>): Promise<AdminUserPage> {
      const { rows, total } = await users.page({ ...filters, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
      // The page's profiles in one query, not one per account.
      const profilesOf = profilesByUser(await profiles.summariesOf(rows.map((row) => row.id)));
      return { items: rows.map((row) => ({ ...toAdminUser(row), profiles: profilesOf.get(row.id) ?? [] })), total, page, pageSize: ADMIN_PAGE_SIZE };
    },

    async update(actor: AdminActor, id: string, body: AdminUserPatchBody): Promise<AdminUser> {
      if (id === actor.adminId) throw notYourself();
      const mayRemoveAdmin = (body.accountType !== undefined && body.accountType !== 'admin') || body.suspended === true;
      const { row, changed, suspended } = await inTransaction(async (unit) => {
        // Admins first, then the account: every change that may remove an admin takes locks in this one order.
        const admins = mayRemoveAdmin ? await unit.users.lockAdmins() : [];
        const current = await unit.users.findById(id, { forUpdate: true });
        if (!current) throw userNotFound();
        const before = fieldsOf(current);
        const after = wanted(before, body);
        const diff = differences(before, after);
        if (diff.keys.length === 0) return { row: current, changed: false, suspended: false };
        if (isActiveAdmin(before) && !isActiveAdmin(after) && !admins.some((admin) => admin.id !== id && admin.suspendedAt === null)) throw lastAdmin();
        let updated = await unit.users.update(id, {
          accountType: after.accountType,
          subscriptionTier: after.subscriptionTier,
          subscriptionStatus: after.subscriptionStatus,
          // A tier set by hand does not end by itself (a paid one ends with its payments).
          ...(after.subscriptionTier !== before.subscriptionTier || after.subscriptionStatus !== before.subscriptionStatus
            ? { subscriptionEndsAt: null, subscriptionRenewsAt: null }
            : {}),
          suspendedAt: after.suspended === before.suspended ? current.suspendedAt : after.suspended ? new Date() : null,
        });
        // The free minutes are the allowance's, written by its own repository in the same transaction.
        if (updated && after.freeWatchTimeLimit !== before.freeWatchTimeLimit) updated = await unit.allowances.setLimit(id, after.freeWatchTimeLimit);
        if (!updated) throw userNotFound();
        await unit.audit.record({ ...actor, action: 'user.update', targetType: 'user', targetId: id, before: diff.before, after: diff.after, details: { email: current.email } });
        return { row: updated, changed: true, suspended: after.suspended && !before.suspended };
      });
      // After the commit: a suspension ends every session (each told ended, then the user changed); any other change, the user changed.
      if (suspended) await sessions.destroyAllForUser(id);
      else if (changed) await events.publish('user.changed', { userId: id });
      return toAdminUser(row);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

import {
  effectiveTier,
  KIDS_PROFILE_TIERS,
  type Profile,
  type ProfileList,
  PROFILE_LIMITS,
  profileLimits,
  profileMessages,
  type ProfileCreateBody,
  type ProfileEditBody,
  serverMessages,
} from '@kora/shared';
import type { InTransaction } from '../../db/transaction.js';
import type { ProfileRow, UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import { hashPassword, verifyPassword } from '../auth/password-hasher.js';
import type { SessionIdentity, SessionStore } from '../sessions/session-store.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { ProfileChanges, ProfilesRepository } from './profiles.repository.js';

/** What a change of an account's profiles writes through: the account locked, so two changes count the same profiles. */
export interface ProfilesUnit {
  profiles: ProfilesRepository;
  users: Pick<UsersRepository, 'findById'>;
}

interface Deps {
  profiles: Pick<ProfilesRepository, 'listFor'>;
  inTransaction: InTransaction<ProfilesUnit>;
  users: Pick<UsersRepository, 'setProfilePin'>;
  sessions: Pick<SessionStore, 'selectProfile'>;
  limiter: Pick<RateLimiter, 'hit' | 'peek' | 'reset'>;
  events: Pick<DomainEvents, 'publish'>;
}

const PIN_WINDOW = { limit: profileLimits.pinTries, windowSeconds: profileLimits.pinLockMinutes * 60 };
const refused = (message: string) => new DomainError('forbidden', message);
const conflict = (message: string, field?: string) => new DomainError('conflict', message, field ? { fieldErrors: { [field]: message } } : {});
const notFound = () => new DomainError('not_found', profileMessages.notFound);

const limitOf = (user: UserRow) => PROFILE_LIMITS[effectiveTier(user)];

function toProfile(row: ProfileRow, rank: number, limit: number): Profile {
  return { id: row.id, name: row.name, avatar: row.avatar, kind: row.kind, maxAgeRating: row.maxAgeRating, pinRequired: row.pinRequired, usable: rank < limit };
}

/**
 * An account's profiles (« Qui regarde ? »): how many its plan allows, kids profiles on Family only, the one chosen
 * on each device kept in its session, and the account's PIN to leave a kids profile or open a locked one. A kids
 * profile changes nothing here: it only picks, with the PIN.
 */
export function createProfilesService({ profiles, inTransaction, users, sessions, limiter, events }: Deps) {
  const pinKey = (userId: string) => `profile-pin:${userId}`;
  const changed = (userId: string) => events.publish('user.changed', { userId });

  function assertAdult({ profile }: SessionIdentity): void {
    if (profile.kind === 'kids') throw refused(profileMessages.kidsRefused);
  }

  /** The kind and rating a profile would have: a kids profile on Family only, with a PIN to leave it. */
  function assertKidsAllowed(user: UserRow, kind: ProfileRow['kind'] | undefined): void {
    if (kind !== 'kids') return;
    if (!KIDS_PROFILE_TIERS.includes(effectiveTier(user))) throw new DomainError('tier_required', profileMessages.kidsFamilyOnly, { requiredTier: 'family' });
    if (!user.profilePinHash) throw conflict(profileMessages.pinNotSet, 'kind');
  }

  /** Checks the account's PIN, counting wrong tries: 5 within 15 minutes lock switching for the rest of them. */
  async function checkPin(user: UserRow, pin: string | undefined): Promise<void> {
    if (!user.profilePinHash) throw conflict(profileMessages.pinNotSet);
    const key = pinKey(user.id);
    const before = await limiter.peek(key);
    if (before.count >= PIN_WINDOW.limit) throw new DomainError('rate_limited', profileMessages.pinLocked, { retryAfterSeconds: before.retryAfterSeconds });
    if (pin === undefined) throw new DomainError('pin_required', profileMessages.pinRequired);
    if (await verifyPassword(user.profilePinHash, pin)) {
      await limiter.reset(key);
      return;
    }
    const after = await limiter.hit(key, PIN_WINDOW);
    if (after.count >= PIN_WINDOW.limit) throw new DomainError('rate_limited', profileMessages.pinLocked, { retryAfterSeconds: after.retryAfterSeconds });
    throw new DomainError('forbidden', profileMessages.pinWrong, { fieldErrors: { pin: profileMessages.pinWrong } });
  }

  /** Changes the account's profiles with its row locked (two phones adding one each count the same). */
  async function withAccount<T>(userId: string, work: (unit: ProfilesUnit, user: UserRow, rows: ProfileRow[]) => Promise<T>): Promise<T> {
    const result = await inTransaction(async (unit) => {
      const user = await unit.users.findById(userId, { forUpdate: true });
      if (!user) throw notFound();
      return work(unit, user, await unit.profiles.listFor(userId));
    });
    await changed(userId);
    return result;
  }

  return {
    async list({ user, profile }: SessionIdentity): Promise<ProfileList> {
      const rows = await profiles.listFor(user.id);
      const limit = limitOf(user);
      return { profiles: rows.map((row, rank) => toProfile(row, rank, limit)), activeId: profile.id, limit, pinSet: user.profilePinHash !== null };
    },

    async create(identity: SessionIdentity, body: Required<Omit<ProfileCreateBody, 'maxAgeRating'>> & Pick<ProfileCreateBody, 'maxAgeRating'>): Promise<Profile> {
      assertAdult(identity);
      return withAccount(identity.user.id, async (unit, user, rows) => {
        const limit = limitOf(user);
        if (rows.length >= limit) throw conflict(profileMessages.limitReached(limit));
        assertKidsAllowed(user, body.kind);
        const kids = body.kind === 'kids';
        const row = await unit.profiles.insert({ userId: user.id, name: body.name, avatar: body.avatar, kind: body.kind, maxAgeRating: kids ? (body.maxAgeRating ?? 'tous') : null, pinRequired: body.pinRequired });
        return toProfile(row, rows.length, limit);
      });
    },

    async edit(identity: SessionIdentity, id: string, body: ProfileEditBody): Promise<Profile> {
      assertAdult(identity);
      return withAccount(identity.user.id, async (unit, user, rows) => {
        const rank = rows.findIndex((row) => row.id === id);
        const before = rows[rank];
        if (!before) throw notFound();
        const kind = body.kind ?? before.kind;
        if (kind !== before.kind) assertKidsAllowed(user, kind);
        if (body.pinRequired && !user.profilePinHash) throw conflict(profileMessages.pinNotSet, 'pinRequired');
        // The oldest profile stays standard: it is the one left open when a plan allows fewer (never a child's alone).
        if (kind === 'kids' && rank === 0) throw conflict(profileMessages.firstStandard, 'kind');
        const changes: ProfileChanges = {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
          ...(body.pinRequired === undefined ? {} : { pinRequired: body.pinRequired }),
          kind,
          maxAgeRating: kind === 'kids' ? (body.maxAgeRating ?? before.maxAgeRating ?? 'tous') : null,
        };
        const after = await unit.profiles.update(user.id, id, changes);
        if (!after) throw notFound();
        return toProfile(after, rank, limitOf(user));
      });
    },

    /** Deletes a profile and what is its own; the account keeps at least one profile, the oldest a standard one. */
    async remove(identity: SessionIdentity, id: string): Promise<void> {
      assertAdult(identity);
      await withAccount(identity.user.id, async (unit, _user, rows) => {
        const target = rows.find((row) => row.id === id);
        if (!target) throw notFound();
        if (rows.length === 1) throw conflict(profileMessages.lastProfile);
        if (rows.find((row) => row.id !== id)?.kind === 'kids') throw conflict(profileMessages.firstStandard);
        await unit.profiles.remove(identity.user.id, id);
      });
    },

    /**
     * Makes `id` the profile watching on this session. Leaving a kids profile, or opening one that asks for it,
     * takes the account's PIN. A profile beyond what the plan allows cannot be opened.
     */
    async select(identity: SessionIdentity, sessionId: string, id: string, pin: string | undefined): Promise<Profile> {
      const { user, profile: current } = identity;
      const rows = await profiles.listFor(user.id);
      const rank = rows.findIndex((row) => row.id === id);
      const target = rows[rank];
      if (!target) throw notFound();
      const limit = limitOf(user);
      if (rank >= limit) throw refused(profileMessages.unusable);
      const needsPin = target.id !== current.id && (current.kind === 'kids' || target.pinRequired);
      if (needsPin) await checkPin(user, pin);
      await sessions.selectProfile(sessionId, user.id, target.id);
      return toProfile(target, rank, limit);
    },

    /** Sets the account's PIN once its password is confirmed (never from a kids profile). */
    async setPin(identity: SessionIdentity, password: string, pin: string): Promise<void> {
      assertAdult(identity);
      if (!(await verifyPassword(identity.user.passwordHash, password))) {
        throw new DomainError('wrong_current_password', serverMessages.wrongCurrentPassword, { fieldErrors: { password: serverMessages.wrongCurrentPassword } });
      }
      await users.setProfilePin(identity.user.id, await hashPassword(pin));
      await limiter.reset(pinKey(identity.user.id));
      await changed(identity.user.id);
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;

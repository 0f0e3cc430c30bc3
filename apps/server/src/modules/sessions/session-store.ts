import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { batchReads } from '../../db/batch-reads.js';
import { effectiveTier, PROFILE_LIMITS } from '@kora/shared';
import type { ProfileRow, UserRow } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { entitledUser } from '../users/entitlement.js';
import type { FoundSession, SessionsRepository } from './sessions.repository.js';

/** Who is behind a session: the account as its rights stand now, and the profile watching on it. */
export interface SessionIdentity {
  user: UserRow;
  profile: ProfileRow;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Session ids are 256 random bits; the database keeps only their SHA-256. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

interface Cached {
  found: FoundSession;
  idHash: string;
  fetchedAt: number;
}

const identities = new WeakMap<UserRow, WeakMap<ProfileRow, SessionIdentity>>();

/**
 * The identity of a found session now: the chosen profile while the account's plan allows it (its rank within
 * the plan's number of profiles: after a downgrade the oldest stay usable), else the account's first. One
 * object per (user row, profile row), so what is built from it can be memoised on it.
 */
function identityOf(found: FoundSession, user: UserRow): SessionIdentity | undefined {
  const usable = found.profile && found.profileRank < PROFILE_LIMITS[effectiveTier(user)] ? found.profile : found.firstProfile;
  if (!usable) return undefined;
  let byProfile = identities.get(user);
  if (!byProfile) identities.set(user, (byProfile = new WeakMap()));
  let identity = byProfile.get(usable);
  if (!identity) byProfile.set(usable, (identity = { user, profile: usable }));
  return identity;
}

interface Deps {
  sessions: SessionsRepository;
  events: DomainEvents;
  ttlDays: number;
  /** How long a looked-up session may be answered from memory; 0 disables the cache. */
  cacheSeconds: number;
  /** Rights are read at this time (a pass ends at its minute, even for a cached session). */
  clock: Clock;
}

/**
 * Creates, resolves and ends sessions. Lookups are cached briefly in memory (they sit on
 * every authenticated request). Ending a session publishes 'session.ended', and anything that
 * changes a user publishes 'user.changed' (domain events, seen by every instance at once), so
 * the cache never outlives a logout, a password change or a new subscription.
 */
export async function createSessionStore({ sessions, events, ttlDays, cacheSeconds, clock }: Deps) {
  const cache = new Map<string, Cached>();
  const maxEntries = 50_000;
  const ttlMs = ttlDays * DAY_MS;
  // One database lookup per session id at a time: a page's parallel requests, or a surge of them when
  // a cached entry expires, wait for the same answer instead of each asking the database.
  const inFlight = new Map<string, Promise<FoundSession | undefined>>();
  // Counts evictions: a lookup that was under way when one happened may have read what it undoes; its
  // answer goes to the requests that waited for it but is not kept.
  let evictions = 0;
  // Different sessions asked for in the same turn (a surge of phones, each with its own) are read by one query.
  const readSession = batchReads((idHashes: string[]) => sessions.findUsers(idHashes));

  const evict = ({ userId, idHash }: { userId?: string; idHash?: string }) => {
    evictions += 1;
    inFlight.clear();
    for (const [key, entry] of cache) if (entry.idHash === idHash || entry.found.user.id === userId) cache.delete(key);
  };
  const subscriptions = [
    await events.subscribe('session.ended', ({ idHash }) => evict({ idHash })),
    await events.subscribe('user.changed', ({ userId }) => evict({ userId })),
  ];

  return {
    ttlSeconds: ttlMs / 1000,

    /** Stops listening to events (the app is closing). */
    async stop(): Promise<void> {
      await Promise.all(subscriptions.map((unsubscribe) => unsubscribe()));
    },

    async create(userId: string, meta: { ip: string; userAgent: string | null }): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      await sessions.insert({ idHash: hashSessionId(id), userId, expiresAt: new Date(Date.now() + ttlMs), ...meta });
      return id;
    },

    /**
     * The user behind a session id, as their rights stand now (`entitledUser`), or undefined.
     * Extends the session at most once a day (sliding expiry).
     */
    async resolve(id: string): Promise<UserRow | undefined> {
      return (await this.resolveSession(id))?.user;
    },

    /** The user behind a session id and the profile watching on it (see `resolve`). */
    async resolveSession(id: string): Promise<SessionIdentity | undefined> {
      const found = await resolveRow(id);
      return found && identityOf(found, entitledUser(found.user, clock));
    },

    /**
     * What `resolve` would answer from memory, at once: the user of a session looked up less than
     * the cache's lifetime ago, or undefined (not cached: ask `resolve`). The access check of every
     * request tries it first, so a signed-in page's requests wait for no promise.
     */
    cached(id: string): SessionIdentity | undefined {
      const found = freshRow(id);
      return found && identityOf(found, entitledUser(found.user, clock));
    },

    /** Chooses the profile watching on this session; every instance forgets what it cached of the account. */
    async selectProfile(id: string, userId: string, profileId: string): Promise<void> {
      await sessions.setProfile(hashSessionId(id), profileId);
      await events.publish('user.changed', { userId });
    },

    /** Removes expired sessions from the database (they are already refused). */
    purgeExpired: () => sessions.purgeExpired(),

    async destroy(id: string): Promise<void> {
      const idHash = hashSessionId(id);
      await sessions.delete(idHash);
      await events.publish('session.ended', { idHash });
    },

    /**
     * Ends every session of a user, except the one given (the one that changed the password), as a
     * logout ends one: each is told ended (its chat sockets close, on every instance), then the
     * user changed (every cached copy of them goes).
     */
    async destroyAllForUser(userId: string, exceptId?: string): Promise<void> {
      const ended = await sessions.deleteForUser(userId, exceptId ? hashSessionId(exceptId) : undefined);
      for (const idHash of ended) await events.publish('session.ended', { idHash });
      await events.publish('user.changed', { userId });
    },
  };

  /** The cached row of a session id while it is fresh. The memory cache is keyed by the raw id (it never leaves the process); only the database sees hashes. */
  function freshRow(id: string): FoundSession | undefined {
    const hit = cache.get(id);
    return hit && Date.now() - hit.fetchedAt < cacheSeconds * 1000 ? hit.found : undefined;
  }

  function resolveRow(id: string): Promise<FoundSession | undefined> {
    const fresh = freshRow(id);
    if (fresh) return Promise.resolve(fresh);
    let lookup = inFlight.get(id);
    if (!lookup) {
      lookup = lookUp(id).finally(() => {
        if (inFlight.get(id) === lookup) inFlight.delete(id);
      });
      inFlight.set(id, lookup);
    }
    return lookup;
  }

  async function lookUp(id: string): Promise<FoundSession | undefined> {
    const evictionsBefore = evictions;
    const idHash = hashSessionId(id);
    const found = await readSession(idHash);
    if (!found) {
      cache.delete(id);
      return undefined;
    }
    if (found.expiresAt.getTime() - Date.now() < ttlMs - DAY_MS) {
      await sessions.extend(idHash, new Date(Date.now() + ttlMs));
    }
    if (cacheSeconds > 0 && evictions === evictionsBefore) {
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
      cache.set(id, { found, idHash, fetchedAt: Date.now() });
    }
    return found;
  }
}
export type SessionStore = Awaited<ReturnType<typeof createSessionStore>>;

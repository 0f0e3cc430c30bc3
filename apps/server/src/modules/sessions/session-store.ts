import { createHash, randomBytes } from 'node:crypto';
import type { UserRow } from '../../db/schema/index.js';
import type { PubSub } from '../../realtime/pubsub.js';
import type { SessionsRepository } from './sessions.repository.js';

const INVALIDATE_CHANNEL = 'kora:sessions:invalidate';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Session ids are 256 random bits; the database keeps only their SHA-256. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

interface Cached {
  user: UserRow;
  idHash: string;
  fetchedAt: number;
}

interface Deps {
  sessions: SessionsRepository;
  pubsub: PubSub;
  ttlDays: number;
  /** How long a looked-up session may be answered from memory; 0 disables the cache. */
  cacheSeconds: number;
}

/**
 * Creates, resolves and ends sessions. Lookups are cached briefly in memory (they sit on
 * every authenticated request); anything that ends a session or changes a user publishes
 * an invalidation that every instance applies at once, so the cache never outlives a logout.
 */
export async function createSessionStore({ sessions, pubsub, ttlDays, cacheSeconds }: Deps) {
  const cache = new Map<string, Cached>();
  const maxEntries = 50_000;
  const ttlMs = ttlDays * DAY_MS;

  const evict = ({ userId, idHash }: { userId?: string; idHash?: string }) => {
    for (const [key, entry] of cache) if (entry.idHash === idHash || entry.user.id === userId) cache.delete(key);
  };
  await pubsub.subscribe(INVALIDATE_CHANNEL, (message) => evict(JSON.parse(message) as { userId?: string; idHash?: string }));
  const invalidate = (target: { userId?: string; idHash?: string }) => pubsub.publish(INVALIDATE_CHANNEL, JSON.stringify(target));

  return {
    ttlSeconds: ttlMs / 1000,

    async create(userId: string, meta: { ip: string; userAgent: string | null }): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      await sessions.insert({ idHash: hashSessionId(id), userId, expiresAt: new Date(Date.now() + ttlMs), ...meta });
      return id;
    },

    /** The user behind a session id, or undefined. Extends the session at most once a day (sliding expiry). */
    async resolve(id: string): Promise<UserRow | undefined> {
      // The memory cache is keyed by the raw id (it never leaves the process); only the database sees hashes.
      const hit = cache.get(id);
      if (hit && Date.now() - hit.fetchedAt < cacheSeconds * 1000) return hit.user;
      const idHash = hashSessionId(id);
      const found = await sessions.findUser(idHash);
      if (!found) {
        cache.delete(id);
        return undefined;
      }
      if (found.expiresAt.getTime() - Date.now() < ttlMs - DAY_MS) {
        await sessions.extend(idHash, new Date(Date.now() + ttlMs));
      }
      if (cacheSeconds > 0) {
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
        cache.set(id, { user: found.user, idHash, fetchedAt: Date.now() });
      }
      return found.user;
    },

    async destroy(id: string): Promise<void> {
      const idHash = hashSessionId(id);
      await sessions.delete(idHash);
      await invalidate({ idHash });
    },

    /** Ends every session of a user, except the one given (the one that changed the password). */
    async destroyAllForUser(userId: string, exceptId?: string): Promise<void> {
      await sessions.deleteForUser(userId, exceptId ? hashSessionId(exceptId) : undefined);
      await invalidate({ userId });
    },

    /** The user changed: cached copies must be read again. */
    async userChanged(userId: string): Promise<void> {
      await invalidate({ userId });
    },
  };
}
export type SessionStore = Awaited<ReturnType<typeof createSessionStore>>;

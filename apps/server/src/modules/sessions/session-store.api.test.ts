import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { systemClock } from '../../clock.js';
import { createDomainEvents } from '../../events/domain-events.js';
import { createInProcessPubSub } from '../../realtime/pubsub.js';
import { createSessionStore } from './session-store.js';
import { createSessionsRepository } from './sessions.repository.js';

/*
 * The session store over the real sessions table, its database reads counted (and, where a test
 * says so, held after they have read), so what reaches PostgreSQL is seen.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storeWithCountedReads() {
  const repository = createSessionsRepository(t.database.db);
  const reads = { count: 0, hold: null as Promise<void> | null };
  const counted = {
    ...repository,
    async findUsers(idHashes: readonly string[]) {
      reads.count += 1;
      const found = await repository.findUsers(idHashes);
      await reads.hold;
      return found;
    },
  };
  const events = createDomainEvents(createInProcessPubSub(), (err) => {
    throw err;
  });
  const store = await createSessionStore({ sessions: counted, events, ttlDays: 30, cacheSeconds: 300, clock: systemClock });
  return { store, reads };
}

describe('session store', () => {
  it('reads the different sessions asked for at the same moment with one query (the first requests of a surge of phones)', async () => {
    const { store, reads } = await storeWithCountedReads();
    const users = await Promise.all(Array.from({ length: 40 }, () => createUser(t.database.db)));
    const ids = await Promise.all(users.map((user) => store.create(user.id, { ip: '127.0.0.1', userAgent: null })));
    const unknown = 'x'.repeat(43);
    const answers = await Promise.all([...ids, unknown].map((id) => store.resolve(id)));
    expect(answers.slice(0, -1).map((u) => u?.id)).toEqual(users.map((u) => u.id));
    expect(answers.at(-1)).toBeUndefined();
    expect(reads.count).toBe(1);
    await store.stop();
  });

  it("asks the database once for a session that many requests need at the same moment (a page's parallel reads, a surge when its cached entry expires)", async () => {
    const { store, reads } = await storeWithCountedReads();
    const user = await createUser(t.database.db);
    const id = await store.create(user.id, { ip: '127.0.0.1', userAgent: null });
    const answers = await Promise.all(Array.from({ length: 50 }, () => store.resolve(id)));
    expect(answers.every((u) => u?.id === user.id)).toBe(true);
    expect(reads.count).toBe(1);
    // Answered from memory afterwards.
    expect((await store.resolve(id))?.id).toBe(user.id);
    expect(reads.count).toBe(1);
    await store.stop();
  });

  it('does not keep an answer read before a logout that happened while it was being read: the next request is refused', async () => {
    const { store, reads } = await storeWithCountedReads();
    const user = await createUser(t.database.db);
    const id = await store.create(user.id, { ip: '127.0.0.1', userAgent: null });
    let release = () => {};
    reads.hold = new Promise<void>((resolve) => (release = resolve));
    const before = store.resolve(id);
    await expect.poll(() => reads.count).toBe(1);
    // The read has its row; the session ends before its answer is used.
    await store.destroy(id);
    reads.hold = null;
    release();
    // The request that was already under way gets the answer it was reading...
    expect((await before)?.id).toBe(user.id);
    // ...but the session is not remembered as alive.
    expect(await store.resolve(id)).toBeUndefined();
    expect(reads.count).toBe(2);
    await store.stop();
  });
});

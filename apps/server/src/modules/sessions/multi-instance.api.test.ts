import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@kora/shared';
import { createAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { startTwoInstances, type TwoInstances } from '../../../test/two-instances.js';

/*
 * Two server instances over one database, sharing a pub/sub bus: Redis when REDIS_URL is
 * set (as in CI), else the in-process bus. Sessions are cached in memory for speed; this
 * proves that a logout or a profile change on one instance is seen by the other at once.
 */
let a: TestApp;
let b: TestApp;
let instances: TwoInstances;

beforeAll(async () => {
  instances = await startTwoInstances({ SESSION_CACHE_SECONDS: '300' });
  ({ a, b } = instances);
});
afterAll(() => instances.close());

describe('sessions across instances', () => {
  it('a logout on one instance ends the session on the other, despite its cache', async () => {
    const user = await createUser(a.database.db);
    const onA = createAgent(a.app);
    await onA.post(apiPaths.login, { email: user.email, password: user.password });
    const onB = createAgent(b.app);
    onB.setCookie('kora_sid', onA.cookie() as string);
    expect((await onB.get(apiPaths.authUser)).status).toBe(200);
    await onA.post(apiPaths.logout);
    await expect.poll(async () => (await onB.get(apiPaths.authUser)).status, { timeout: 2000 }).toBe(401);
  });

  it('a profile change on one instance shows on the other', async () => {
    const user = await createUser(a.database.db);
    const onA = createAgent(a.app);
    await onA.post(apiPaths.login, { email: user.email, password: user.password });
    const onB = createAgent(b.app);
    onB.setCookie('kora_sid', onA.cookie() as string);
    expect((await onB.get(apiPaths.authUser)).body).toMatchObject({ firstName: 'Aminata' });
    await onA.put(apiPaths.profile, { firstName: 'Rokhaya', lastName: 'Sow', email: user.email });
    await expect.poll(async () => (await onB.get(apiPaths.authUser)).body.firstName, { timeout: 2000 }).toBe('Rokhaya');
  });
});

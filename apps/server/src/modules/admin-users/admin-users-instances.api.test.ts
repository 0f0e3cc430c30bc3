import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, type AdminUser, apiPaths, pathTo, type User } from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { startTwoInstances, type TwoInstances } from '../../../test/two-instances.js';
import { adminLoginAudit } from '../../db/schema/index.js';
import { createDomainEvents } from '../../events/domain-events.js';
import { hashSessionId } from '../sessions/session-store.js';

/*
 * An admin's change of an account, made on one instance, holds from the user's very next request
 * on the other, whose session cache would otherwise answer for five minutes: two instances over one
 * database and one bus (Redis when REDIS_URL is set, else in-process), both caching sessions.
 */
let a: TestApp;
let b: TestApp;
let instances: TwoInstances;
let adminOnA: Agent;
const ended: string[] = [];

beforeAll(async () => {
  instances = await startTwoInstances({ SESSION_CACHE_SECONDS: '300' });
  ({ a, b } = instances);
  adminOnA = await signedInAgent(a.app, await createUser(a.database.db, { accountType: 'admin' }));
  const events = createDomainEvents(instances.buses[1], (err) => {
    throw err;
  });
  await events.subscribe('session.ended', ({ idHash }) => void ended.push(idHash));
});
afterAll(() => instances.close());

const patch = (id: string, body: unknown, agent = adminOnA) => agent.patch<AdminUser>(pathTo(apiPaths.adminUser, { id }), body);

/** The user's session carried to the other instance, as a load balancer would send their next request. */
async function onBoth(user: { email: string; password: string }) {
  const onA = await signedInAgent(a.app, user);
  const onB = createAgent(b.app);
  onB.setCookie('kora_sid', onA.cookie() as string);
  expect((await onB.get(apiPaths.authUser)).status).toBe(200);
  return { onA, onB };
}

describe('an account changed on one instance, on the other', () => {
  it('suspension ends every session on every instance at once; sign-in is refused in French everywhere', async () => {
    const user = await createUser(a.database.db);
    const first = await onBoth(user);
    const second = await signedInAgent(b.app, user);
    expect((await second.get(apiPaths.authUser)).status).toBe(200);

    expect(await patch(user.id, { suspended: true })).toMatchObject({ status: 200, body: { suspended: true } });
    await expect.poll(async () => (await first.onB.get(apiPaths.authUser)).status, { timeout: 2000 }).toBe(401);
    expect((await second.get(apiPaths.authUser)).status).toBe(401);
    expect((await first.onA.get(apiPaths.authUser)).status).toBe(401);
    // Each session was told ended (their chat sockets close), as a logout does.
    await expect.poll(() => ended.filter((hash) => [first.onA, second].some((agent) => hashSessionId(agent.cookie() as string) === hash)).length).toBe(2);

    for (const app of [a.app, b.app]) {
      const login = await createAgent(app).post(apiPaths.login, { email: user.email, password: user.password });
      expect(login).toMatchObject({ status: 403, body: { code: 'account_suspended', message: adminMessages.suspended } });
    }
    expect((await patch(user.id, { suspended: false })).body.suspended).toBe(false);
    expect((await (await signedInAgent(b.app, user)).get(apiPaths.authUser)).status).toBe(200);
  });

  it('a suspended admin is refused at the admin sign-in, audited as such', async () => {
    const other = await createUser(a.database.db, { accountType: 'admin' });
    const { onB } = await onBoth(other);
    expect((await patch(other.id, { suspended: true })).status).toBe(200);
    await expect.poll(async () => (await onB.get(apiPaths.adminUsers)).status, { timeout: 2000 }).toBe(401);
    const login = await createAgent(b.app).post(apiPaths.adminLogin, { email: other.email, password: other.password });
    expect(login).toMatchObject({ status: 403, body: { success: false, code: 'account_suspended', message: adminMessages.suspended } });
    const [audit] = await b.database.db.select().from(adminLoginAudit).where(eq(adminLoginAudit.userId, other.id)).orderBy(desc(adminLoginAudit.id)).limit(1);
    expect(audit?.outcome).toBe('suspended');
  });

  it('a tier granted by hand is the user’s on their next request, same session', async () => {
    const user = await createUser(a.database.db);
    const { onB } = await onBoth(user);
    expect((await patch(user.id, { subscriptionTier: 'premium' })).status).toBe(200);
    await expect.poll(async () => (await onB.get<User>(apiPaths.authUser)).body.subscriptionTier, { timeout: 2000 }).toBe('premium');
    expect((await onB.get<User>(apiPaths.authUser)).body.subscriptionStatus).toBe('active');
  });

  it('a new role is the user’s on their next request, same session', async () => {
    const user = await createUser(a.database.db);
    const { onB } = await onBoth(user);
    expect((await onB.get(apiPaths.adminUsers)).status).toBe(403);
    expect((await patch(user.id, { accountType: 'admin' })).status).toBe(200);
    await expect.poll(async () => (await onB.get(apiPaths.adminUsers)).status, { timeout: 2000 }).toBe(200);
    expect((await patch(user.id, { accountType: 'simple' })).status).toBe(200);
    await expect.poll(async () => (await onB.get(apiPaths.adminUsers)).status, { timeout: 2000 }).toBe(403);
  });
});

import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, serverMessages, validationMessages as m } from '@kora/shared';
import { createAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminLoginAudit } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastAudit = async () => (await t.database.db.select().from(adminLoginAudit).orderBy(desc(adminLoginAudit.id)).limit(1))[0];
const ua = { 'user-agent': 'KoraTest/1.0' };

describe('POST /api/auth/admin-login', () => {
  it('lets an admin in, with a session, and audits the success', async () => {
    const admin = await createUser(t.database.db, { accountType: 'admin', firstName: 'Awa', lastName: 'Diallo' });
    const agent = createAgent(t.app, ua);
    const res = await agent.post(apiPaths.adminLogin, { email: admin.email, password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: serverMessages.adminLoginSuccess, user: { firstName: 'Awa', lastName: 'Diallo' } });
    expect((await agent.get(apiPaths.authUser)).body).toMatchObject({ accountType: 'admin' });
    expect(await lastAudit()).toMatchObject({ email: admin.email, userId: admin.id, ip: '127.0.0.1', userAgent: 'KoraTest/1.0', outcome: 'success' });
  });

  it.each(['simple', 'creator'] as const)('refuses a %s account with the right password, without a session', async (accountType) => {
    const user = await createUser(t.database.db, { accountType });
    const agent = createAgent(t.app, ua);
    const res = await agent.post(apiPaths.adminLogin, { email: user.email, password: user.password });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: serverMessages.adminInvalidCredentials, code: 'invalid_credentials' });
    expect(agent.cookie()).toBeUndefined();
    expect(await lastAudit()).toMatchObject({ email: user.email, userId: user.id, outcome: 'not_admin' });
  });

  it('refuses a wrong password and audits it', async () => {
    const admin = await createUser(t.database.db, { accountType: 'admin' });
    const res = await createAgent(t.app).post(apiPaths.adminLogin, { email: admin.email, password: 'mauvais-mdp' });
    expect(res.body).toMatchObject({ success: false, code: 'invalid_credentials' });
    expect(await lastAudit()).toMatchObject({ email: admin.email, userId: null, outcome: 'invalid_credentials' });
  });

  it('validates with the admin messages, answers success:false, and audits the refused input', async () => {
    const res = await createAgent(t.app).post(apiPaths.adminLogin, { email: 'pas-un-email', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_error', fieldErrors: { email: m.adminEmailInvalid, password: m.passwordMin } });
    expect(await lastAudit()).toMatchObject({ email: 'pas-un-email', outcome: 'invalid_input' });
  });

  it('audits refused input that PostgreSQL could not store as typed (a NUL byte, a huge value)', async () => {
    const res = await createAgent(t.app).post(apiPaths.adminLogin, { email: 'a\u0000b@kora.sn', password: 'mot-de-passe' });
    expect(res.status).toBe(400);
    expect(await lastAudit()).toMatchObject({ email: 'a\uFFFDb@kora.sn', outcome: 'invalid_input' });
    await createAgent(t.app).post(apiPaths.adminLogin, { email: 'x'.repeat(100_000), password: 'mot-de-passe' });
    expect(await lastAudit()).toMatchObject({ email: 'x'.repeat(320), outcome: 'invalid_input' });
  });

  it('answers 429 after 5 failures for one admin email, and audits that too', async () => {
    const admin = await createUser(t.database.db, { accountType: 'admin' });
    for (let i = 0; i < 5; i += 1) await createAgent(t.app).post(apiPaths.adminLogin, { email: admin.email, password: 'mauvais-mdp' });
    const res = await createAgent(t.app).post(apiPaths.adminLogin, { email: admin.email, password: admin.password });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false, code: 'rate_limited' });
    expect(await lastAudit()).toMatchObject({ email: admin.email, outcome: 'rate_limited' });
  });
});

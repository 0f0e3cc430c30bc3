import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH, apiPaths, serverMessages } from '@kora/shared';
import { createAgent } from '../../test/agent.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP edge', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    // eslint-disable-next-line no-restricted-syntax -- unknown API paths on purpose
    for (const [method, url] of [['GET', '/api/nothing-here'], ['POST', '/api/auth/nope'], ['GET', '/api']] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: serverMessages.notFound, code: 'not_found' });
    }
  });

  it('refuses state-changing requests from another origin, and accepts our own', async () => {
    const body = { email: 'a@b.sn', password: 'x' };
    const evil = await createAgent(t.app).post(apiPaths.login, body, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ message: serverMessages.forbiddenOrigin, code: 'forbidden_origin' });
    const crossSite = await createAgent(t.app).post(apiPaths.logout, {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const sameSite = await createAgent(t.app).post(apiPaths.logout, {}, { 'sec-fetch-site': 'same-site', origin: 'https://sub.evil.example' });
    expect(sameSite.status).toBe(403);
    const ours = await createAgent(t.app).post(apiPaths.login, body, { origin: 'http://kora.test' });
    expect(ours.status).toBe(401);
    const sameOrigin = await createAgent(t.app).post(apiPaths.logout, {}, { 'sec-fetch-site': 'same-origin', origin: 'http://kora.test' });
    expect(sameOrigin.status).toBe(200);
  });

  it('gives the admin hint only while demo data is on', async () => {
    expect((await t.app.inject({ method: 'GET', url: apiPaths.publicConfig })).json()).toEqual({ demoData: false, adminHint: null, maxUploadMb: 100 });
    const demo = await createTestApp({ SEED_DEMO: 'true' });
    try {
      expect((await demo.app.inject({ method: 'GET', url: apiPaths.publicConfig })).json()).toEqual({ demoData: true, adminHint: { email: 'admin@kora.demo', password: 'kora-admin' }, maxUploadMb: 100 });
    } finally {
      await demo.close();
    }
  });

  it('puts a request id on every answer, keeping a well-formed one the caller sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    const next = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(next.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(next.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
  });

  it('says nosniff and same-origin on every answer, never caches API answers, and puts document policies on documents only', async () => {
    const everyAnswer = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' };
    const api = await t.app.inject({ method: 'GET', url: apiPaths.publicConfig });
    const refused = await t.app.inject({ method: 'GET', url: apiPaths.authUser });
    // eslint-disable-next-line no-restricted-syntax -- an unknown API path on purpose
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    for (const res of [api, refused, missing]) {
      expect(res.headers).toMatchObject({ ...everyAnswer, 'cache-control': 'no-store' });
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined(); // plain HTTP
    }
    expect(refused.statusCode).toBe(401);
    const poster = await t.app.inject({ method: 'GET', url: `/media/posters/${randomUUID()}.jpg` });
    expect(poster.statusCode).toBe(404);
    expect(poster.headers).toMatchObject(everyAnswer);
    expect(poster.headers['cache-control']).toBeUndefined(); // not an API answer
    const docs = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.headers).toMatchObject({ ...everyAnswer, 'x-frame-options': 'DENY', 'cross-origin-opener-policy': 'same-origin' });
    expect(docs.headers['content-security-policy']).toBeDefined();
  });

  it('adds HSTS when served over HTTPS', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://kora.test' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('publishes an OpenAPI description built from the shared schemas, and its browsable page', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })).json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }>> };
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [apiPaths.authUser, apiPaths.login, apiPaths.register, apiPaths.adminLogin, apiPaths.forgotPassword, apiPaths.resetPassword, apiPaths.changePassword, apiPaths.profile, apiPaths.logout]) {
      expect(spec.paths[path], path).toBeDefined();
    }
    const register = spec.paths[apiPaths.register]?.post?.requestBody?.content['application/json']?.schema.properties;
    expect(Object.keys(register ?? {}).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('when the database is gone', () => {
  it('reports not ready, and a 500 body carries no internals', async () => {
    const broken = await createTestApp();
    const user = await createUser(broken.database.db);
    await broken.database.pool.end();
    try {
      expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      const res = await createAgent(broken.app).post(apiPaths.login, { email: user.email, password: user.password });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: serverMessages.internal, code: 'internal_error' });
    } finally {
      await broken.app.close();
      await broken.close().catch(() => undefined);
    }
  });
});

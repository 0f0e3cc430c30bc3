import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, pathTo, serverMessages, validationMessages as m } from '@kora/shared';
import { createAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noHash = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);

describe('POST /api/auth/register', () => {
  const valid = { firstName: 'Mariama', lastName: 'Ba', email: 'Mariama.Ba@Exemple.sn', password: 'secret1' };

  it('creates the account and signs the person in (the session cookie is set), and never shows the hash', async () => {
    const agent = createAgent(t.app);
    const res = await agent.post(apiPaths.register, valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: serverMessages.registerSuccess, user: { email: valid.email, accountType: 'simple', subscriptionTier: 'free', freeWatchTimeLimit: 120, freeWatchTimeUsed: 0 } });
    expect(res.setCookie.join(';')).toMatch(/kora_sid=[\w-]{40,}; .*HttpOnly/i);
    noHash(res.body);
    const me = await agent.get(apiPaths.authUser);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: valid.email });
  });

  it('refuses the same email in another case', async () => {
    const res = await createAgent(t.app).post(apiPaths.register, { ...valid, email: 'MARIAMA.BA@exemple.SN' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: serverMessages.emailTaken, code: 'email_taken', fieldErrors: { email: serverMessages.emailTaken } });
  });

  it.each([
    ['firstName', { firstName: 'A' }, m.firstNameMin],
    ['lastName', { lastName: ' B ' }, m.lastNameMin],
    ['email', { email: 'pas-un-email' }, m.emailInvalid],
    ['password', { password: '12345' }, m.passwordMin],
  ])('answers 400 with the French message for %s', async (field, patch, message) => {
    const res = await createAgent(t.app).post(apiPaths.register, { ...valid, email: 'autre@exemple.sn', ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error', message, fieldErrors: { [field]: message } });
  });

  it('answers 400 JSON for a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: apiPaths.register, headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: serverMessages.badRequest, code: 'bad_request' });
  });

  it('answers 429 after 5 attempts for one email within the hour', async () => {
    const body = { ...valid, email: 'insistant@exemple.sn' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await createAgent(t.app).post(apiPaths.register, { ...body, email: i % 2 ? body.email.toUpperCase() : body.email })).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it('answers 429 after 20 registrations from one address within the hour', async () => {
    const limited = await createTestApp();
    try {
      for (let i = 0; i < 20; i += 1) {
        expect((await createAgent(limited.app).post(apiPaths.register, { ...valid, email: `n${i}@exemple.sn` })).status).toBe(201);
      }
      const res = await createAgent(limited.app).post(apiPaths.register, { ...valid, email: 'n21@exemple.sn' });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });

  it('keeps only one account when the same email registers twice at once', async () => {
    const body = { ...valid, email: 'course@exemple.sn' };
    const results = await Promise.all([createAgent(t.app).post(apiPaths.register, body), createAgent(t.app).post(apiPaths.register, { ...body, email: 'COURSE@exemple.sn' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('POST /api/auth/login and GET /api/auth/user', () => {
  it('signs in with an HttpOnly SameSite=Lax cookie; the user call then returns the user', async () => {
    const user = await createUser(t.database.db, { email: 'awa@exemple.sn' });
    const agent = createAgent(t.app);
    expect((await agent.get(apiPaths.authUser)).status).toBe(401);
    const res = await agent.post(apiPaths.login, { email: 'AWA@exemple.sn', password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: serverMessages.loginSuccess, user: { id: user.id, email: 'awa@exemple.sn' } });
    const cookie = res.setCookie.join(';');
    expect(cookie).toMatch(/kora_sid=[\w-]{43}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await agent.get(apiPaths.authUser);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, firstName: 'Aminata' });
    noHash(me.body);
  });

  it('sets a Secure cookie when the site is served over HTTPS', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://kora.example' });
    try {
      const user = await createUser(secure.database.db);
      const res = await createAgent(secure.app).post(apiPaths.login, { email: user.email, password: user.password });
      expect(res.setCookie.join(';')).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('gives a new session id at each login and ends the one the browser carried', async () => {
    const user = await createUser(t.database.db);
    const agent = createAgent(t.app);
    await agent.post(apiPaths.login, { email: user.email, password: user.password });
    const first = agent.cookie() as string;
    await agent.post(apiPaths.login, { email: user.email, password: user.password });
    expect(agent.cookie()).not.toBe(first);
    const old = createAgent(t.app);
    old.setCookie('kora_sid', first);
    expect((await old.get(apiPaths.authUser)).status).toBe(401);
  });

  it('answers 401 with a JSON body containing Unauthorized without a valid session', async () => {
    const agent = createAgent(t.app);
    agent.setCookie('kora_sid', 'forged-session-id');
    const res = await agent.get(apiPaths.authUser);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: serverMessages.unauthorized, code: 'unauthorized' });
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const user = await createUser(t.database.db);
    const wrong = await createAgent(t.app).post(apiPaths.login, { email: user.email, password: 'mauvais' });
    const unknown = await createAgent(t.app).post(apiPaths.login, { email: 'personne@exemple.sn', password: 'mauvais' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: serverMessages.invalidCredentials, code: 'invalid_credentials' });
    }
  });

  it('validates the login body with the spec messages', async () => {
    const res = await createAgent(t.app).post(apiPaths.login, { email: 'nope', password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fieldErrors: { email: m.emailInvalid, password: m.passwordRequired } });
    const missing = await createAgent(t.app).post(apiPaths.login, {});
    expect(missing.body).toMatchObject({ fieldErrors: { email: m.emailInvalid, password: m.passwordRequired } });
  });

  it('answers 429 after 10 failed logins for one email, even with the right password, with Retry-After', async () => {
    const user = await createUser(t.database.db);
    const agent = createAgent(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await agent.post(apiPaths.login, { email: user.email, password: 'mauvais' })).status).toBe(401);
    }
    const blocked = await agent.post(apiPaths.login, { email: user.email.toUpperCase(), password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'rate_limited', message: serverMessages.rateLimited(15) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('does not count successful logins against the limit', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 12; i += 1) {
      expect((await createAgent(t.app).post(apiPaths.login, { email: user.email, password: user.password })).status).toBe(200);
    }
  });
});

describe('POST /api/auth/logout and GET /api/login', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const user = await createUser(t.database.db);
    const agent = createAgent(t.app);
    await agent.post(apiPaths.login, { email: user.email, password: user.password });
    const sid = agent.cookie() as string;
    const res = await agent.post(apiPaths.logout);
    expect(res.status).toBe(200);
    expect(res.setCookie.join(';')).toMatch(/kora_sid=;/);
    const replay = createAgent(t.app);
    replay.setCookie('kora_sid', sid);
    expect((await replay.get(apiPaths.authUser)).status).toBe(401);
  });

  it('redirects /api/login to the login page', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.loginRedirect });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('keeps where the person was going (a path of this site only)', async () => {
    const to = async (next: string) => (await t.app.inject({ method: 'GET', url: pathTo(apiPaths.loginRedirect, null, { next }) })).headers.location;
    expect(await to('/video/42?t=3')).toBe('/login?next=%2Fvideo%2F42%3Ft%3D3');
    expect(await to('//evil.example/x')).toBe('/login');
    expect(await to('https://evil.example/')).toBe('/login');
  });
});

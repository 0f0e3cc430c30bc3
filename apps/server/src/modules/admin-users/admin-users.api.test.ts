import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, adminMessages, type AdminUser, type AdminUserPage, apiPaths, pathTo, type Playback, type Profile, type ProfileList, serverMessages, type User } from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo, makePlayable, type UserOverrides } from '../../../test/factories.js';
import { writeHlsFixture } from '../../../test/hls-fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminActions, users } from '../../db/schema/index.js';

/*
 * User management by admins (live-creators-admin.md §2, §3): the real accounts searched,
 * filtered, paged and sorted; each change (role, tier by hand, suspension) with its audit row and
 * seen by the user's very next request on the same session despite the session cache; the refusals
 * (yourself, unknown, validation, non-admins); Kora's last admin kept when two admins demote each
 * other at once. Suspension across instances: admin-users-instances.api.test.ts.
 */
let t: TestApp;
let admin: Agent;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '300' });
  const row = await createUser(t.database.db, { accountType: 'admin', firstName: 'Awa', lastName: 'Admin' });
  adminId = row.id;
  admin = await signedInAgent(t.app, row);
});
afterAll(() => t.close());

type Failure = { message: string; code: string; fieldErrors?: Record<string, string> };
const list = (query: Record<string, string | number> = {}, agent = admin) => agent.get<AdminUserPage & Failure>(pathTo(apiPaths.adminUsers, null, query));
const patch = (id: string, body: unknown, agent = admin) => agent.patch<AdminUser & Failure>(pathTo(apiPaths.adminUser, { id }), body);
const auditOf = (targetId: string) => t.database.db.select().from(adminActions).where(and(eq(adminActions.targetId, targetId), eq(adminActions.action, 'user.update')));

/** A marker no other test's accounts carry, to search for this test's accounts only. */
const marker = () => `m${randomBytes(4).toString('hex')}`;

/** An account signed in on its own session. */
async function member(o: UserOverrides = {}) {
  const user = await createUser(t.database.db, o);
  return { user, agent: await signedInAgent(t.app, user) };
}

describe('GET /api/admin/users', () => {
  it('lists the real accounts, newest sign-up first, with what an admin needs of each', async () => {
    const m = marker();
    const made = [];
    for (const [i, o] of ([{ tier: 'premium' }, { accountType: 'creator' }, {}] as UserOverrides[]).entries()) {
      const user = await createUser(t.database.db, { ...o, lastName: `Diop ${m}`, createdAt: new Date(Date.UTC(2025, 0, 10 + i)), freeWatch: { usedMinutes: 7 * i } });
      made.push(user);
    }
    const res = await list({ q: m });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(res.body.items.map((u) => u.id)).toEqual(made.map((u) => u.id).reverse());
    expect(res.body.items[2]).toEqual({
      id: made[0]?.id,
      firstName: 'Aminata',
      lastName: `Diop ${m}`,
      email: made[0]?.email,
      profileImageUrl: null,
      accountType: 'simple',
      subscriptionTier: 'premium',
      subscriptionStatus: 'active',
      freeWatchTimeLimit: 120,
      freeWatchTimeUsed: 0,
      // A tier granted by hand has no end and no renewal date.
      subscriptionEndsAt: null,
      subscriptionRenewsAt: null,
      createdAt: '2025-01-10T00:00:00.000Z',
      // No language chosen: the person's browser decides.
      locale: null,
      suspended: false,
      // The first profile comes with the account, named after it.
      profiles: [{ name: 'Aminata', kind: 'standard', maxAgeRating: null }],
    });
    expect(res.body.items[0]).toMatchObject({ accountType: 'simple', freeWatchTimeUsed: 14 });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    // Without a search, the admin's own account is there too (real accounts, not a demo one).
    expect((await list()).body.total).toBeGreaterThanOrEqual(4);
  });

  it('shows each account’s profiles, oldest first: their names and kinds, nothing else (no PIN, no avatar, no id)', async () => {
    const m = marker();
    const { user, agent } = await member({ tier: 'family', firstName: 'Awa', lastName: `Koné ${m}`, createdAt: new Date(Date.UTC(2025, 1, 1)) });
    const single = await createUser(t.database.db, { firstName: 'Moussa', lastName: `Ba ${m}`, createdAt: new Date(Date.UTC(2025, 1, 2)) });
    // As the account's owner would, through the API: a PIN, then a second adult profile and a locked kids profile.
    expect((await agent.put(apiPaths.profilePin, { password: user.password, pin: '1234' })).status).toBe(200);
    expect((await agent.post<Profile>(apiPaths.profiles, { name: 'Ibrahim', avatar: 'tortue' })).status).toBe(201);
    expect((await agent.post<Profile>(apiPaths.profiles, { name: 'Fatou', avatar: 'lion', kind: 'kids', maxAgeRating: '10', pinRequired: true })).status).toBe(201);

    const res = await list({ q: m });
    expect(res.status).toBe(200);
    expect(res.body.items.map((u) => [u.id, u.profiles])).toEqual([
      [single.id, [{ name: 'Moussa', kind: 'standard', maxAgeRating: null }]],
      [
        user.id,
        [
          { name: 'Awa', kind: 'standard', maxAgeRating: null },
          { name: 'Ibrahim', kind: 'standard', maxAgeRating: null },
          { name: 'Fatou', kind: 'kids', maxAgeRating: '10' },
        ],
      ],
    ]);
    for (const profile of res.body.items.flatMap((u) => u.profiles)) expect(Object.keys(profile).sort()).toEqual(['kind', 'maxAgeRating', 'name']);
    // Nothing else of the profiles or of the PIN reaches the admin: not their ids, avatars or locks, not the PIN's hash.
    const sent = JSON.stringify(res.body);
    const own = (await agent.get<ProfileList>(apiPaths.profiles)).body.profiles;
    expect(own).toHaveLength(3);
    for (const { id } of own) expect(sent).not.toContain(id);
    const [row] = await t.database.db.select({ pinHash: users.profilePinHash }).from(users).where(eq(users.id, user.id));
    expect(row?.pinHash).toBeTruthy();
    expect(sent).not.toContain(row?.pinHash);
    expect(sent).not.toMatch(/pin|avatar|tortue|lion|usable/i);
  });

  it('finds by name or e-mail, every word, whatever the accents and the case', async () => {
    const m = marker();
    const adele = await createUser(t.database.db, { firstName: 'Adèle', lastName: `Ndiaye ${m}` });
    const moussa = await createUser(t.database.db, { firstName: 'Moussa', lastName: `Ba ${m}`, email: `moussa.${m}@Exemple.CI` });
    const ids = async (q: string) => (await list({ q })).body.items.map((u) => u.id).sort();
    expect(await ids(`adele ${m}`)).toEqual([adele.id]);
    expect(await ids(`${m} NDIAYE`)).toEqual([adele.id]);
    expect(await ids(`ADÈLE ${m.toUpperCase()}`)).toEqual([adele.id]);
    expect(await ids(`moussa.${m}@exemple.ci`)).toEqual([moussa.id]);
    expect(await ids(m)).toEqual([adele.id, moussa.id].sort());
    expect(await ids(`${m} %`)).toEqual([]);
    expect((await list({ q: `${m}_zzz` })).body).toMatchObject({ items: [], total: 0 });
  });

  it('filters by role and by tier, alone or together', async () => {
    const m = marker();
    const creator = await createUser(t.database.db, { lastName: m, accountType: 'creator' });
    const premiumCreator = await createUser(t.database.db, { lastName: m, accountType: 'creator', tier: 'premium' });
    const family = await createUser(t.database.db, { lastName: m, tier: 'family' });
    const ids = async (query: Record<string, string>) => (await list({ q: m, ...query })).body.items.map((u) => u.id).sort();
    expect(await ids({ accountType: 'creator' })).toEqual([creator.id, premiumCreator.id].sort());
    expect(await ids({ subscriptionTier: 'family' })).toEqual([family.id]);
    expect(await ids({ accountType: 'creator', subscriptionTier: 'premium' })).toEqual([premiumCreator.id]);
    expect(await ids({ accountType: 'admin' })).toEqual([]);
    const admins = await list({ accountType: 'admin' });
    expect(admins.body.items.map((u) => u.id)).toContain(adminId);
    expect(admins.body.items.every((u) => u.accountType === 'admin')).toBe(true);
  });

  it('pages by ADMIN_PAGE_SIZE with the total', async () => {
    const m = marker();
    for (let i = 0; i < ADMIN_PAGE_SIZE + 3; i += 1) await createUser(t.database.db, { lastName: m });
    const first = await list({ q: m });
    const second = await list({ q: m, page: 2 });
    expect(first.body).toMatchObject({ total: ADMIN_PAGE_SIZE + 3, page: 1 });
    expect(first.body.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second.body).toMatchObject({ total: ADMIN_PAGE_SIZE + 3, page: 2 });
    expect(second.body.items).toHaveLength(3);
    expect(new Set([...first.body.items, ...second.body.items].map((u) => u.id)).size).toBe(ADMIN_PAGE_SIZE + 3);
    expect((await list({ q: m, page: 3 })).body).toMatchObject({ items: [], total: ADMIN_PAGE_SIZE + 3 });
  });

  it('refuses a bad filter or page in French', async () => {
    expect(await list({ accountType: 'boss' })).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(await list({ subscriptionTier: 'gold' })).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(await list({ page: 0 })).toMatchObject({ status: 400, body: { message: 'Page invalide' } });
    expect(await list({ page: 'deux' })).toMatchObject({ status: 400, body: { message: 'Page invalide' } });
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('changes the role: the same session has it at its next request, and the audit keeps before → after and the address', async () => {
    const { user, agent } = await member();
    expect((await agent.get<User>(apiPaths.authUser)).body.accountType).toBe('simple');
    const res = await patch(user.id, { accountType: 'creator' });
    expect(res).toMatchObject({ status: 200, body: { id: user.id, accountType: 'creator', suspended: false } });
    expect((await agent.get<User>(apiPaths.authUser)).body.accountType).toBe('creator');
    expect(await patch(user.id, { accountType: 'admin' })).toMatchObject({ status: 200, body: { accountType: 'admin' } });
    expect((await agent.get(apiPaths.adminUsers)).status).toBe(200);
    expect(await patch(user.id, { accountType: 'simple' })).toMatchObject({ status: 200, body: { accountType: 'simple' } });
    expect((await agent.get(apiPaths.adminUsers)).status).toBe(403);
    const audit = await auditOf(user.id);
    expect(audit.map((a) => [a.before, a.after])).toEqual(
      expect.arrayContaining([
        [{ accountType: 'simple' }, { accountType: 'creator' }],
        [{ accountType: 'creator' }, { accountType: 'admin' }],
        [{ accountType: 'admin' }, { accountType: 'simple' }],
      ]),
    );
    expect(audit[0]).toMatchObject({ adminId, targetType: 'user', ip: '127.0.0.1', details: { email: user.email } });
  });

  it('grants a tier by hand (active unless told) and the user’s next request is premium on the same session', async () => {
    const { user, agent } = await member();
    expect((await agent.get<User>(apiPaths.authUser)).body).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    expect(await patch(user.id, { subscriptionTier: 'premium' })).toMatchObject({ status: 200, body: { subscriptionTier: 'premium', subscriptionStatus: 'active' } });
    expect((await agent.get<User>(apiPaths.authUser)).body).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active' });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ before: { subscriptionTier: 'free', subscriptionStatus: 'inactive' }, after: { subscriptionTier: 'premium', subscriptionStatus: 'active' } });
  });

  it('takes the status given with a tier, a status alone, and removing a tier makes the account free and inactive', async () => {
    const user = await createUser(t.database.db);
    expect((await patch(user.id, { subscriptionTier: 'basic', subscriptionStatus: 'past_due' })).body).toMatchObject({ subscriptionTier: 'basic', subscriptionStatus: 'past_due' });
    expect((await patch(user.id, { subscriptionStatus: 'active' })).body).toMatchObject({ subscriptionTier: 'basic', subscriptionStatus: 'active' });
    expect((await patch(user.id, { subscriptionTier: 'free' })).body).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
  });

  it('sets the free minutes a month: 0 leaves none to watch at once; a bad figure is refused in French, writing nothing', async () => {
    const video = await createVideo(t.database.db, { tier: 'free' });
    await makePlayable(t.database.db, t.config.mediaDir, video.id);
    const { user, agent } = await member({ freeWatch: { usedMinutes: 30 } });
    const playback = () => agent.get<Failure>(pathTo(apiPaths.playback, { id: video.id }));
    expect((await playback()).status).toBe(200);
    expect(await patch(user.id, { freeWatchTimeLimit: 0 })).toMatchObject({ status: 200, body: { freeWatchTimeLimit: 0, freeWatchTimeUsed: 30 } });
    expect((await playback()).body).toMatchObject({ code: 'watch_time_exhausted' });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ before: { freeWatchTimeLimit: 120 }, after: { freeWatchTimeLimit: 0 } });
    expect((await patch(user.id, { freeWatchTimeLimit: 45 })).body).toMatchObject({ freeWatchTimeLimit: 45 });
    expect((await agent.get<User>(apiPaths.authUser)).body).toMatchObject({ freeWatchTimeLimit: 45, freeWatchTimeUsed: 30 });
    for (const bad of [-1, 2.5, 100_001, '60']) {
      const refused = await patch(user.id, { freeWatchTimeLimit: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ freeWatchTimeLimit: adminMessages.freeMinutesInvalid });
    }
    expect(await auditOf(user.id)).toHaveLength(2);
  });

  it('suspends (every session ends at once, sign-in refused in French) and reinstates', async () => {
    const { user, agent } = await member();
    const other = await signedInAgent(t.app, user);
    const res = await patch(user.id, { suspended: true });
    expect(res).toMatchObject({ status: 200, body: { suspended: true } });
    expect((await agent.get(apiPaths.authUser)).status).toBe(401);
    expect((await other.get(apiPaths.authUser)).status).toBe(401);
    const login = await createAgent(t.app).post(apiPaths.login, { email: user.email, password: user.password });
    expect(login).toMatchObject({ status: 403, body: { code: 'account_suspended', message: adminMessages.suspended } });
    expect(login.setCookie).toEqual([]);
    // A wrong password says nothing of the suspension.
    expect((await createAgent(t.app).post(apiPaths.login, { email: user.email, password: 'pas-le-bon-1' })).body).toMatchObject({ code: 'invalid_credentials' });
    expect((await list({ q: user.email })).body.items[0]).toMatchObject({ id: user.id, suspended: true });

    expect(await patch(user.id, { suspended: false })).toMatchObject({ status: 200, body: { suspended: false } });
    expect((await signedInAgent(t.app, user).then((a) => a.get(apiPaths.authUser))).status).toBe(200);
    expect((await auditOf(user.id)).map((a) => a.after)).toEqual(expect.arrayContaining([{ suspended: true }, { suspended: false }]));
  });

  it('suspension also stops the media URLs the account was given', async () => {
    const video = await createVideo(t.database.db);
    await makePlayable(t.database.db, t.config.mediaDir, video.id, { renditions: await writeHlsFixture(t.config.mediaDir, video.id, { renditions: ['144p'], segments: 1 }) });
    const { user, agent } = await member({ tier: 'premium' });
    const signed = (await agent.get<Playback>(pathTo(apiPaths.playback, { id: video.id }))).body.masterUrl.replace('master.m3u8', '144p/seg_00000.ts');
    const segment = async () => (await t.app.inject({ method: 'GET', url: signed })).statusCode;
    expect(await segment()).toBe(200);
    expect((await patch(user.id, { suspended: true })).status).toBe(200);
    expect(await segment()).toBe(403);
  });

  it('changes several fields at once in one audit row; the same values again change nothing and write nothing', async () => {
    const user = await createUser(t.database.db);
    const body = { accountType: 'creator', subscriptionTier: 'family', suspended: false } as const;
    expect((await patch(user.id, body)).body).toMatchObject({ accountType: 'creator', subscriptionTier: 'family', subscriptionStatus: 'active', suspended: false });
    expect(await patch(user.id, body)).toMatchObject({ status: 200, body: { accountType: 'creator', subscriptionTier: 'family' } });
    const audit = await auditOf(user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { accountType: 'simple', subscriptionTier: 'free', subscriptionStatus: 'inactive' },
      after: { accountType: 'creator', subscriptionTier: 'family', subscriptionStatus: 'active' },
    });
  });

  it('refuses the admin’s own account, an unknown id and a malformed body, in French, writing nothing', async () => {
    expect(await patch(adminId, { accountType: 'simple' })).toMatchObject({ status: 403, body: { code: 'forbidden', message: adminMessages.notYourself } });
    expect(await patch(adminId, { subscriptionTier: 'premium' })).toMatchObject({ status: 403, body: { message: adminMessages.notYourself } });
    expect(await patch(randomUUID(), { suspended: true })).toMatchObject({ status: 404, body: { code: 'not_found', message: adminMessages.userNotFound } });
    expect(await patch('pas-un-id', { suspended: true })).toMatchObject({ status: 400, body: { message: 'Identifiant invalide' } });
    const user = await createUser(t.database.db);
    expect(await patch(user.id, {})).toMatchObject({ status: 400, body: { code: 'validation_error', message: adminMessages.nothingToChange } });
    expect(await patch(user.id, { accountType: 'boss' })).toMatchObject({ status: 400, body: { code: 'validation_error', fieldErrors: { accountType: expect.any(String) } } });
    expect(await patch(user.id, { subscriptionTier: 'gold' })).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(await patch(user.id, { suspended: 'oui' })).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(await auditOf(user.id)).toEqual([]);
    expect(await auditOf(adminId)).toEqual([]);
  });
});

describe('who may manage accounts', () => {
  it('refuses simple, creator and premium accounts (403) and visitors (401) on both routes, before reading the input', async () => {
    const target = await createUser(t.database.db);
    const callers = [
      [(await member()).agent, 403],
      [(await member({ accountType: 'creator' })).agent, 403],
      [(await member({ tier: 'premium' })).agent, 403],
      [createAgent(t.app), 401],
    ] as const;
    for (const [agent, status] of callers) {
      const message = status === 401 ? serverMessages.unauthorized : serverMessages.forbidden;
      expect(await list({}, agent)).toMatchObject({ status, body: { message } });
      expect(await list({ page: 0 }, agent)).toMatchObject({ status, body: { message } });
      expect(await patch(target.id, { accountType: 'admin' }, agent)).toMatchObject({ status, body: { message } });
      expect(await patch(target.id, {}, agent)).toMatchObject({ status, body: { message } });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.accountType).toBe('simple');
  });
});

describe('the last admin', () => {
  /*
   * Kora keeps at least one active admin. With "never yourself", only two admins acting at once
   * can reach it: each demotes (or suspends) the other. Runs last: the file's admin is demoted first.
   */
  async function onlyAdmins(count: number) {
    const made = await Promise.all(Array.from({ length: count }, () => member({ accountType: 'admin' })));
    const [first] = made;
    if (!first) throw new Error('no admin');
    for (const other of (await list({ accountType: 'admin' }, first.agent)).body.items) {
      if (!made.some((m) => m.user.id === other.id)) expect((await patch(other.id, { accountType: 'simple' }, first.agent)).status).toBe(200);
    }
    expect((await list({ accountType: 'admin' }, first.agent)).body.total).toBe(count);
    return made;
  }

  it('two admins demoting each other at once: one wins, the other is refused, one admin stays', async () => {
    for (const second of [{ accountType: 'simple' }, { suspended: true }] as const) {
      const [a, b] = await onlyAdmins(2);
      if (!a || !b) throw new Error('no admins');
      // Both must pass the access check (each actor still an admin) and meet at the admins' lock: the test holds that
      // lock until both wait on it. Left to chance, a slow machine let one commit first, and the other was refused as
      // no longer an admin (403) without reaching the rule under test.
      const holder = await t.database.pool.connect();
      let answers;
      try {
        await holder.query('begin');
        await holder.query("select id from users where account_type = 'admin' for update");
        const both = Promise.all([patch(b.user.id, { accountType: 'creator' }, a.agent), patch(a.user.id, second, b.agent)]);
        const waiting = async () => (await t.database.pool.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0]?.n;
        await expect.poll(waiting, { timeout: 20_000 }).toBe(2);
        await holder.query('commit');
        answers = await both;
      } finally {
        await holder.query('rollback').catch(() => undefined);
        holder.release();
      }
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)?.body).toMatchObject({ code: 'conflict', message: adminMessages.lastAdmin });
      const rows = await t.database.db.select().from(users).where(eq(users.accountType, 'admin'));
      expect(rows.filter((r) => r.suspendedAt === null)).toHaveLength(1);
    }
  });
});

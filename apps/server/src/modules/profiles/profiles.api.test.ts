import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AuthUser, pathTo, type Profile, type ProfileList, profileMessages, type Tier } from '@kora/shared';
import { type Agent, createAgent } from '../../../test/agent.js';
import { changeUser, createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * Profiles: the people of one account. The first comes with the account, the plan says how many, kids profiles are
 * Family's and left with the account's PIN; the profile watching lives in the session, chosen through the API.
 */
let t: TestApp;

// Sessions are read from the database at every request here: a tier changed by the factory is seen at once.
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
});
afterAll(() => t.close());

async function account(tier: Tier, firstName = 'Aïssatou') {
  const user = await createUser(t.database.db, { tier, firstName });
  const phone = createAgent(t.app);
  expect((await phone.post(apiPaths.login, { email: user.email, password: user.password })).status).toBe(200);
  return { user, phone };
}
const add = (agent: Agent, body: Record<string, unknown>) => agent.post<Profile & { code?: string; message?: string }>(apiPaths.profiles, { avatar: 'lion', ...body });
const select = (agent: Agent, id: string, pin?: string) => agent.post<Profile & { code?: string; message?: string }>(pathTo(apiPaths.profileSelect, { id }), pin === undefined ? {} : { pin });
const me = async (agent: Agent) => (await agent.get<AuthUser>(apiPaths.authUser)).body;
const list = async (agent: Agent) => (await agent.get<ProfileList>(apiPaths.profiles)).body;

describe('profiles', () => {
  it('come with the account: the first is named after it, and is the one watching', async () => {
    const { phone } = await account('free', 'Mamadou');
    const mine = await list(phone);
    expect(mine).toMatchObject({ limit: 1, pinSet: false, profiles: [{ name: 'Mamadou', kind: 'standard', maxAgeRating: null, usable: true }] });
    expect((await me(phone)).profile).toEqual({ id: mine.activeId, name: 'Mamadou', avatar: 'ocre', kind: 'standard', maxAgeRating: null });
    expect(mine.activeId).toBe(mine.profiles[0]?.id);
  });

  it('are as many as the plan allows: 1 free and basic, 4 premium, 6 family', async () => {
    for (const [tier, limit] of [['basic', 1], ['premium', 4], ['family', 6]] as const) {
      const { phone } = await account(tier);
      for (let i = 1; i < limit; i += 1) expect((await add(phone, { name: `Profil ${i}` })).status, `${tier} ${i}`).toBe(201);
      expect(await add(phone, { name: 'Un de trop' }), tier).toMatchObject({ status: 409, body: { message: profileMessages.limitReached(limit) } });
      expect((await list(phone)).profiles).toHaveLength(limit);
    }
  });

  it('refuse a bad name or avatar in French, and keep a kids profile for Family with a PIN set', async () => {
    const premium = await account('premium');
    expect(await add(premium.phone, { name: ' ', avatar: 'dragon' })).toMatchObject({ status: 400, body: { fieldErrors: { name: profileMessages.nameRequired, avatar: profileMessages.avatarInvalid } } });
    expect(await add(premium.phone, { name: 'Fatou', kind: 'kids', maxAgeRating: '10' })).toMatchObject({ status: 403, body: { code: 'tier_required', requiredTier: 'family' } });
    const family = await account('family');
    expect(await add(family.phone, { name: 'Fatou', kind: 'kids' })).toMatchObject({ status: 400, body: { fieldErrors: { maxAgeRating: profileMessages.kidsMaxRequired } } });
    expect(await add(family.phone, { name: 'Fatou', kind: 'kids', maxAgeRating: '16' })).toMatchObject({ status: 400 });
    expect(await add(family.phone, { name: 'Fatou', kind: 'kids', maxAgeRating: '10' })).toMatchObject({ status: 409, body: { message: profileMessages.pinNotSet } });
    expect((await family.phone.put(apiPaths.profilePin, { password: 'pas le bon', pin: '1234' })).status).toBe(400);
    expect((await family.phone.put(apiPaths.profilePin, { password: family.user.password, pin: '12a4' })).status).toBe(400);
    expect((await family.phone.put(apiPaths.profilePin, { password: family.user.password, pin: '2468' })).status).toBe(200);
    expect(await add(family.phone, { name: 'Fatou', kind: 'kids', maxAgeRating: '10' })).toMatchObject({ status: 201, body: { kind: 'kids', maxAgeRating: '10' } });
    expect((await list(family.phone)).pinSet).toBe(true);
  });

  it('keep a child in the kids profile: leaving takes the PIN, five wrong tries lock switching', async () => {
    const { user, phone } = await account('family', 'Awa');
    await phone.put(apiPaths.profilePin, { password: user.password, pin: '2468' });
    const kid = (await add(phone, { name: 'Moussa', kind: 'kids', maxAgeRating: 'tous' })).body;
    const adult = (await list(phone)).profiles[0] as Profile;

    expect((await select(phone, kid.id)).status).toBe(200);
    expect((await me(phone)).profile).toMatchObject({ id: kid.id, kind: 'kids', maxAgeRating: 'tous' });
    // From the kids profile: nothing about profiles or the PIN changes.
    expect((await add(phone, { name: 'Moi' })).status).toBe(403);
    expect((await phone.patch(pathTo(apiPaths.profileById, { id: kid.id }), { maxAgeRating: '12' })).status).toBe(403);
    expect((await phone.put(apiPaths.profilePin, { password: user.password, pin: '0000' })).status).toBe(403);

    expect(await select(phone, adult.id)).toMatchObject({ status: 403, body: { code: 'pin_required', message: profileMessages.pinRequired } });
    for (let i = 1; i < 5; i += 1) expect(await select(phone, adult.id, '1111'), `try ${i}`).toMatchObject({ status: 403, body: { message: profileMessages.pinWrong } });
    expect(await select(phone, adult.id, '1111')).toMatchObject({ status: 429, body: { message: profileMessages.pinLocked } });
    expect((await select(phone, adult.id, '2468')).status).toBe(429);
    expect((await me(phone)).profile.id).toBe(kid.id);
  });

  it('open with the right PIN, and a locked profile asks for it too', async () => {
    const { user, phone } = await account('family', 'Ibrahima');
    await phone.put(apiPaths.profilePin, { password: user.password, pin: '1357' });
    const kid = (await add(phone, { name: 'Aminata', kind: 'kids', maxAgeRating: '12' })).body;
    const locked = (await add(phone, { name: 'Papa', pinRequired: true })).body;
    const first = (await list(phone)).profiles[0] as Profile;

    expect(await select(phone, locked.id)).toMatchObject({ status: 403, body: { code: 'pin_required', message: profileMessages.pinRequired } });
    expect((await select(phone, kid.id)).status).toBe(200);
    expect((await select(phone, first.id, '1357')).status).toBe(200);
    expect((await me(phone)).profile).toMatchObject({ id: first.id, kind: 'standard' });
    expect((await select(phone, locked.id, '1357')).status).toBe(200);
    expect((await me(phone)).profile.id).toBe(locked.id);
  });

  it('are deleted but the last one, and a device on a deleted profile falls back to the first', async () => {
    const { phone } = await account('premium');
    const only = (await list(phone)).profiles[0] as Profile;
    expect(await phone.delete(pathTo(apiPaths.profileById, { id: only.id }))).toMatchObject({ status: 409, body: { message: profileMessages.lastProfile } });
    const second = (await add(phone, { name: 'Khadija' })).body;
    await select(phone, second.id);
    expect((await phone.delete(pathTo(apiPaths.profileById, { id: second.id }))).status).toBe(200);
    expect((await me(phone)).profile.id).toBe(only.id);
    expect((await list(phone)).profiles.map((p) => p.id)).toEqual([only.id]);
  });

  it('stay after a downgrade, the oldest usable: a device on a newer one is back on the first', async () => {
    const { user, phone } = await account('family');
    for (const name of ['Deux', 'Trois']) await add(phone, { name });
    const [first, , third] = (await list(phone)).profiles as [Profile, Profile, Profile];
    await select(phone, third.id);
    await changeUser(t.database.db, user.id, { subscriptionTier: 'basic' });
    expect((await list(phone)).profiles.map((p) => p.usable)).toEqual([true, false, false]);
    expect((await me(phone)).profile.id).toBe(first.id);
    expect(await select(phone, third.id)).toMatchObject({ status: 403, body: { message: profileMessages.unusable } });
  });

  it('keep the oldest one standard, so that a downgrade never leaves only a child\'s profile open', async () => {
    const { user, phone } = await account('family');
    expect((await phone.put(apiPaths.profilePin, { password: user.password, pin: '1357' })).status).toBe(200);
    const first = (await list(phone)).profiles[0] as Profile;
    const kid = (await add(phone, { name: 'Petit', kind: 'kids', maxAgeRating: '10' })).body;
    const refused = { status: 409, body: { message: profileMessages.firstStandard } };
    expect(await phone.delete(pathTo(apiPaths.profileById, { id: first.id }))).toMatchObject(refused);
    expect(await phone.patch(pathTo(apiPaths.profileById, { id: first.id }), { kind: 'kids', maxAgeRating: 'tous' })).toMatchObject(refused);
    // Back to one profile: the adult one is open, the child's waits, and stays a kids profile.
    await changeUser(t.database.db, user.id, { subscriptionTier: 'basic' });
    expect((await list(phone)).profiles.map((p) => [p.kind, p.usable])).toEqual([['standard', true], ['kids', false]]);
    expect((await me(phone)).profile.id).toBe(first.id);
    expect((await phone.delete(pathTo(apiPaths.profileById, { id: kid.id }))).status).toBe(200);
  });

  it("never reach another account's profiles", async () => {
    const mine = await account('family');
    const other = await account('family');
    const theirs = (await list(other.phone)).profiles[0] as Profile;
    expect((await select(mine.phone, theirs.id)).status).toBe(404);
    expect((await mine.phone.patch(pathTo(apiPaths.profileById, { id: theirs.id }), { name: 'Volé' })).status).toBe(404);
    expect((await mine.phone.delete(pathTo(apiPaths.profileById, { id: theirs.id }))).status).toBe(404);
    expect((await createAgent(t.app).get(apiPaths.profiles)).status).toBe(401);
  });
});

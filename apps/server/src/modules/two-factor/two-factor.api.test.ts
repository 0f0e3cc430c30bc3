import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type TwoFactorChallenge, type TwoFactorEnabled, type TwoFactorSetup, type TwoFactorStatus, twoFactorMessages } from '@kora/shared';
import { createAgent, type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createSponsoringKit } from '../../../test/kits/sponsoring-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestClock } from '../../../test/test-clock.js';
import { adminActions, adminLoginAudit } from '../../db/schema/index.js';
import { totpCodeAt } from './totp.js';

/*
 * Two-factor sign-in (RFC 6238): enrolment by a secret shown as a QR code and confirmed by a first code, sign-in
 * with a code the test computes from that secret, a code never taken twice nor one of two steps away, recovery
 * codes spent once, wrong codes limited like passwords, and payouts, roles and plans refused to an admin without it
 * where the installation requires it.
 */
const STEP = 30_000;
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, { clock });
});
afterAll(() => t.close());

/** Enrols the signed-in account: the secret it was shown and the recovery codes it got. */
async function enrol(agent: Agent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post<TwoFactorSetup>(apiPaths.twoFactorSetup);
  expect(setup.status).toBe(200);
  const enabled = await agent.post<TwoFactorEnabled>(apiPaths.twoFactorEnable, { code: totpCodeAt(setup.body.secret, clock.now().getTime()) });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}
const codeNow = (secret: string, shift = 0) => totpCodeAt(secret, clock.now().getTime() + shift);

/** Password first: the 202 challenge, and no session yet. */
async function password(agent: Agent, path: string, user: { email: string; password: string }): Promise<string> {
  const res = await agent.post<TwoFactorChallenge>(path, { email: user.email, password: user.password });
  expect(res.status).toBe(202);
  expect(res.body.message).toBe(twoFactorMessages.challengeSent);
  expect(agent.cookie()).toBeUndefined();
  return res.body.twoFactor.challenge;
}

describe('an admin’s second factor', () => {
  it('is enrolled by scanning a secret and typing its first code; the other sessions end; the journal says so', async () => {
    const user = await createUser(t.database.db, { accountType: 'admin', email: 'aminata@kora.test' });
    const agent = await signedInAgent(t.app, user);
    const elsewhere = await signedInAgent(t.app, user);
    expect((await agent.get<TwoFactorStatus>(apiPaths.twoFactor)).body).toEqual({ available: true, enabled: false, required: false, recoveryCodesLeft: 0 });
    // Not on before a first code confirms it; a wrong first code changes nothing.
    const setup = await agent.post<TwoFactorSetup>(apiPaths.twoFactorSetup);
    expect(setup.body.otpauthUri).toBe(`otpauth://totp/Kora:aminata%40kora.test?issuer=Kora&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(setup.body.qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await agent.post(apiPaths.twoFactorEnable, { code: codeNow(setup.body.secret, -3 * STEP) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'invalid_two_factor_code', message: twoFactorMessages.wrongCode });
    expect((await agent.post(apiPaths.twoFactorEnable, { code: '12345' })).status).toBe(400);

    const enabled = await agent.post<TwoFactorEnabled>(apiPaths.twoFactorEnable, { code: codeNow(setup.body.secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect((await agent.get<TwoFactorStatus>(apiPaths.twoFactor)).body).toEqual({ available: true, enabled: true, required: false, recoveryCodesLeft: 10 });
    expect((await elsewhere.get(apiPaths.authUser)).status).toBe(401);
    expect((await agent.post(apiPaths.twoFactorSetup)).status).toBe(409);
    const journal = await t.database.db.select().from(adminActions);
    expect(journal.filter((row) => row.targetId === user.id).map((row) => row.action)).toEqual(['admin.two_factor_enable']);
  });

  it('is asked after the password; a code computed from the secret opens the session; a reused, stale or forged one never does', async () => {
    const user = await createUser(t.database.db, { accountType: 'admin' });
    const { secret } = await enrol(await signedInAgent(t.app, user));
    const agent = createAgent(t.app);
    const challenge = await password(agent, apiPaths.adminLogin, user);
    // The enrolment's code was taken: the same code (same step) is refused; so is one of two steps ago.
    const reused = await agent.post(apiPaths.twoFactorSignIn, { challenge, code: codeNow(secret) });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(twoFactorMessages.wrongCode);
    clock.advance(STEP);
    expect((await agent.post(apiPaths.twoFactorSignIn, { challenge, code: codeNow(secret, -2 * STEP) })).status).toBe(401);
    expect((await agent.post(apiPaths.twoFactorSignIn, { challenge: `${challenge.slice(0, -2)}xx`, code: codeNow(secret) })).body.message).toBe(twoFactorMessages.challengeExpired);
    // A phone one step ahead is accepted; the session opens.
    const signedIn = await agent.post(apiPaths.twoFactorSignIn, { challenge, code: codeNow(secret, STEP) });
    expect(signedIn.status).toBe(200);
    expect((await agent.get(apiPaths.authUser)).status).toBe(200);
    // That step is spent now: the current code, of an earlier step, is refused as well.
    const next = createAgent(t.app);
    expect((await next.post(apiPaths.twoFactorSignIn, { challenge: await password(next, apiPaths.adminLogin, user), code: codeNow(secret) })).status).toBe(401);
    // A challenge lasts five minutes.
    clock.advance(6 * 60_000);
    expect((await next.post(apiPaths.twoFactorSignIn, { challenge, code: codeNow(secret) })).body.message).toBe(twoFactorMessages.challengeExpired);
    const outcomes = (await t.database.db.select().from(adminLoginAudit)).filter((row) => row.userId === user.id).map((row) => row.outcome);
    expect(outcomes).toEqual(['two_factor_asked', 'two_factor_invalid', 'two_factor_invalid', 'success', 'two_factor_asked', 'two_factor_invalid']);
  });

  it('takes each recovery code once, and locks out after five wrong codes as after wrong passwords', async () => {
    const user = await createUser(t.database.db, { accountType: 'admin' });
    const { recoveryCodes } = await enrol(await signedInAgent(t.app, user));
    const [first] = recoveryCodes as [string];
    const agent = createAgent(t.app);
    expect((await agent.post(apiPaths.twoFactorSignIn, { challenge: await password(agent, apiPaths.adminLogin, user), recoveryCode: first.toUpperCase() })).status).toBe(200);
    const again = createAgent(t.app);
    const challenge = await password(again, apiPaths.adminLogin, user);
    expect((await again.post(apiPaths.twoFactorSignIn, { challenge, recoveryCode: first })).status).toBe(401);
    expect((await agent.get<TwoFactorStatus>(apiPaths.twoFactor)).body.recoveryCodesLeft).toBe(9);
    expect((await again.post(apiPaths.twoFactorSignIn, { challenge, code: '000000', recoveryCode: recoveryCodes[1] })).status).toBe(400);
    // The spent recovery code was the first failure; four more, then even a right code waits.
    for (let i = 0; i < 4; i += 1) expect((await again.post(apiPaths.twoFactorSignIn, { challenge, code: '000000' })).status).toBe(401);
    const locked = await again.post(apiPaths.twoFactorSignIn, { challenge, recoveryCode: recoveryCodes[1] });
    expect(locked.status).toBe(429);
    const audit = (await t.database.db.select().from(adminLoginAudit)).filter((row) => row.userId === user.id).map((row) => row.outcome);
    expect(audit).toContain('recovery_code_used');
  });

  it('goes off with the password and a code only', async () => {
    const user = await createUser(t.database.db, { accountType: 'admin' });
    const agent = await signedInAgent(t.app, user);
    const { secret } = await enrol(agent);
    clock.advance(STEP);
    expect((await agent.post(apiPaths.twoFactorDisable, { password: 'mauvais', code: codeNow(secret) })).status).toBe(400);
    expect((await agent.post(apiPaths.twoFactorDisable, { password: user.password })).status).toBe(400);
    expect((await agent.post(apiPaths.twoFactorDisable, { password: user.password, code: codeNow(secret) })).status).toBe(200);
    expect((await agent.get<TwoFactorStatus>(apiPaths.twoFactor)).body.enabled).toBe(false);
    expect((await createAgent(t.app).post(apiPaths.adminLogin, { email: user.email, password: user.password })).status).toBe(200);
  });
});

describe('a creator’s and a viewer’s', () => {
  it('a creator may turn it on, and then signs in through the viewers’ page in two steps; a viewer may not', async () => {
    const creator = await createUser(t.database.db, { accountType: 'creator' });
    clock.advance(STEP);
    const { secret } = await enrol(await signedInAgent(t.app, creator));
    clock.advance(STEP);
    const agent = createAgent(t.app);
    expect((await agent.post(apiPaths.twoFactorSignIn, { challenge: await password(agent, apiPaths.login, creator), code: codeNow(secret) })).status).toBe(200);
    const viewer = await signedInAgent(t.app, await createUser(t.database.db));
    expect((await viewer.get<TwoFactorStatus>(apiPaths.twoFactor)).body.available).toBe(false);
    expect((await viewer.post(apiPaths.twoFactorSetup)).body).toMatchObject({ code: 'forbidden', message: twoFactorMessages.notAllowed });
  });
});

describe('where the installation requires it (ADMIN_TWO_FACTOR=required, the production default)', () => {
  it('refuses a payout approval, a role change and a plan change to an admin without it, and accepts them once it is on', async () => {
    const moneyClock = createTestClock();
    const kit = await createSponsoringKit(moneyClock, { ADMIN_TWO_FACTOR: 'required' });
    try {
      const creator = await kit.creator();
      const { agent: buyer } = await kit.buyer();
      await kit.byMobile(buyer, creator.free.id, 'success', { amount: 4000 });
      moneyClock.advance(8 * 86_400_000);
      const payout = await kit.requestPayout(creator.agent, { amount: 2000 });
      expect(payout.status).toBe(201);

      const adminUser = await createUser(kit.t.database.db, { accountType: 'admin' });
      const admin = await signedInAgent(kit.t.app, adminUser);
      expect((await admin.get<TwoFactorStatus>(apiPaths.twoFactor)).body.required).toBe(true);
      const refused = await kit.approve(admin, payout.body.id);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'two_factor_required', message: twoFactorMessages.required });
      const roleChange = await admin.patch(apiPaths.adminUser.replace(':id', creator.user.id), { accountType: 'simple' });
      expect(roleChange.body).toMatchObject({ code: 'two_factor_required' });
      expect((await admin.post(apiPaths.adminSubscriptionPlans, {})).body).toMatchObject({ code: 'two_factor_required' });
      expect(await kit.written()).toMatchObject({ payouts: 1 });

      const setup = await admin.post<TwoFactorSetup>(apiPaths.twoFactorSetup);
      expect((await admin.post(apiPaths.twoFactorEnable, { code: totpCodeAt(setup.body.secret, moneyClock.now().getTime()) })).status).toBe(200);
      const approved = await kit.approve(admin, payout.body.id);
      expect(approved.status).toBe(200);
      await kit.untilPayout(creator.agent, payout.body.id, 'paid');
    } finally {
      await kit.close();
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, serverMessages, validationMessages as m } from '@kora/shared';
import { createAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { readMail } from '../../../test/mail-text.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { passwordResetTokens } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The forgot-password mail is written after the answer; wait for the n-th one. */
async function waitForMail(count: number): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const mails = await t.readOutbox();
    if (mails.length >= count) return mails[count - 1] as string;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no mail arrived');
}

const tokenOf = (mail: string) => {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset-password\?token=([\w-]+)/.exec(unfolded);
  if (!match?.[1]) throw new Error('no link in mail');
  return match[1];
};

describe('forgot and reset password', () => {
  it('answers the same for unknown and known addresses, and mails only the known one', async () => {
    const user = await createUser(t.database.db, { firstName: 'Ibrahima' });
    const unknown = await createAgent(t.app).post(apiPaths.forgotPassword, { email: 'inconnu@exemple.sn' });
    const known = await createAgent(t.app).post(apiPaths.forgotPassword, { email: user.email.toUpperCase() });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: serverMessages.forgotPasswordSent });
    const mail = await waitForMail(1);
    expect(mail).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
    expect(mail).toMatch(/^Subject: /m);
    expect(readMail(mail).text).toContain('http://kora.test/reset-password?token=');
    expect((await t.readOutbox()).length).toBe(1);
  });

  it('requires an email, with the spec message', async () => {
    const res = await createAgent(t.app).post(apiPaths.forgotPassword, { email: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fieldErrors: { email: m.emailRequired } });
  });

  it('resets with the mailed token once; the token then fails; every session ends; the new password works', async () => {
    const user = await createUser(t.database.db);
    const session = createAgent(t.app);
    await session.post(apiPaths.login, { email: user.email, password: user.password });
    const before = (await t.readOutbox()).length;
    await createAgent(t.app).post(apiPaths.forgotPassword, { email: user.email });
    const token = tokenOf(await waitForMail(before + 1));

    const reset = await createAgent(t.app).post(apiPaths.resetPassword, { token, newPassword: 'nouveau-mdp' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: serverMessages.resetSuccess });
    expect((await session.get(apiPaths.authUser)).status).toBe(401);

    const again = await createAgent(t.app).post(apiPaths.resetPassword, { token, newPassword: 'encore-autre' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'invalid_reset_token', message: serverMessages.invalidResetToken });

    expect((await createAgent(t.app).post(apiPaths.login, { email: user.email, password: user.password })).status).toBe(401);
    expect((await createAgent(t.app).post(apiPaths.login, { email: user.email, password: 'nouveau-mdp' })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.database.db);
    const before = (await t.readOutbox()).length;
    await createAgent(t.app).post(apiPaths.forgotPassword, { email: user.email });
    const token = tokenOf(await waitForMail(before + 1));
    // The auth module's own table: the token's end moved to the past.
    // eslint-disable-next-line no-restricted-syntax
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await createAgent(t.app).post(apiPaths.resetPassword, { token, newPassword: 'nouveau-mdp' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_reset_token' });
  });

  it('validates token and password with the spec messages', async () => {
    const res = await createAgent(t.app).post(apiPaths.resetPassword, { token: '', newPassword: '123' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fieldErrors: { token: m.resetTokenMissing, newPassword: m.passwordMin } });
    const forged = await createAgent(t.app).post(apiPaths.resetPassword, { token: 'forged', newPassword: 'nouveau-mdp' });
    expect(forged.body).toMatchObject({ code: 'invalid_reset_token' });
  });

  it('answers 429 after 3 requests for one address', async () => {
    const agent = createAgent(t.app);
    for (let i = 0; i < 3; i += 1) expect((await agent.post(apiPaths.forgotPassword, { email: 'limite@exemple.sn' })).status).toBe(200);
    const res = await agent.post(apiPaths.forgotPassword, { email: 'LIMITE@exemple.sn' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'rate_limited' });
  });
});

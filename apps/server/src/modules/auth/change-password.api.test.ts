import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, serverMessages, validationMessages as m } from '@kora/shared';
import { createAgent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());


describe('POST /api/auth/change-password', () => {
  it('needs a session', async () => {
    const res = await createAgent(t.app).post(apiPaths.changePassword, { currentPassword: 'x', newPassword: 'nouveau-mdp' });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).toContain(serverMessages.unauthorized);
  });

  it('refuses a wrong current password on its field', async () => {
    const user = await createUser(t.database.db);
    const res = await (await signedInAgent(t.app, user)).post(apiPaths.changePassword, { currentPassword: 'mauvais', newPassword: 'nouveau-mdp' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: serverMessages.wrongCurrentPassword, code: 'wrong_current_password', fieldErrors: { currentPassword: serverMessages.wrongCurrentPassword } });
  });

  it('validates with the spec messages', async () => {
    const user = await createUser(t.database.db);
    const res = await (await signedInAgent(t.app, user)).post(apiPaths.changePassword, { currentPassword: '', newPassword: '123' });
    expect(res.body).toMatchObject({ fieldErrors: { currentPassword: m.currentPasswordRequired, newPassword: m.newPasswordMin } });
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await createUser(t.database.db);
    const here = await signedInAgent(t.app, user);
    const phone = await signedInAgent(t.app, user);
    const res = await here.post(apiPaths.changePassword, { currentPassword: user.password, newPassword: 'nouveau-mdp' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: serverMessages.passwordChanged });
    expect((await here.get(apiPaths.authUser)).status).toBe(200);
    expect((await phone.get(apiPaths.authUser)).status).toBe(401);
    expect((await createAgent(t.app).post(apiPaths.login, { email: user.email, password: 'nouveau-mdp' })).status).toBe(200);
  });
});

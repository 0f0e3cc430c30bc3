import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, apiPaths, serverMessages } from '@kora/shared';
import { createAgent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminActions } from '../../db/schema/index.js';

/*
 * The admin's own password (live-creators-admin.md §5, §7, §9): the current one is checked, the new
 * one has at least 8 characters, the change ends the admin's other sessions and is in the journal.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (agent: ReturnType<typeof createAgent>, body: Record<string, unknown>) => agent.post(apiPaths.adminChangePassword, body);
const auditOf = (adminId: string) => t.database.db.select().from(adminActions).where(eq(adminActions.targetId, adminId));

describe('POST /api/admin/change-password', () => {
  it('is for admins only: 401 signed out, 403 for members and creators, before reading the body', async () => {
    expect((await change(createAgent(t.app), { currentPassword: 'x', newPassword: 'nouveau-mdp' })).status).toBe(401);
    for (const over of [{ tier: 'free' }, { tier: 'premium' }, { accountType: 'creator' }] as const) {
      const user = await createUser(t.database.db, over);
      const res = await change(await signedInAgent(t.app, user), { currentPassword: user.password, newPassword: 'nouveau-mdp' });
      expect(res).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    }
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const admin = await createUser(t.database.db, { accountType: 'admin' });
    const res = await change(await signedInAgent(t.app, admin), { currentPassword: 'mauvais', newPassword: 'nouveau-mdp' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: serverMessages.wrongCurrentPassword, code: 'wrong_current_password', fieldErrors: { currentPassword: serverMessages.wrongCurrentPassword } });
    expect((await createAgent(t.app).post(apiPaths.login, { email: admin.email, password: admin.password })).status).toBe(200);
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('refuses fewer than 8 characters with the spec message (7 is enough for members, not here)', async () => {
    const admin = await createUser(t.database.db, { accountType: 'admin' });
    const res = await change(await signedInAgent(t.app, admin), { currentPassword: admin.password, newPassword: '1234567' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error', message: adminMessages.adminPasswordMin, fieldErrors: { newPassword: 'Le nouveau mot de passe doit contenir au moins 8 caractères' } });
  });

  it('changes the password: the old one is refused, this session stays, the others end, the journal has it without secrets', async () => {
    const admin = await createUser(t.database.db, { accountType: 'admin' });
    const here = await signedInAgent(t.app, admin);
    const phone = await signedInAgent(t.app, admin);
    const res = await change(here, { currentPassword: admin.password, newPassword: 'nouveau-mdp-admin' });
    expect(res).toMatchObject({ status: 200, body: { message: serverMessages.passwordChanged } });
    expect((await here.get(apiPaths.authUser)).status).toBe(200);
    expect((await phone.get(apiPaths.authUser)).status).toBe(401);
    expect((await createAgent(t.app).post(apiPaths.adminLogin, { email: admin.email, password: admin.password })).status).toBe(401);
    expect((await createAgent(t.app).post(apiPaths.adminLogin, { email: admin.email, password: 'nouveau-mdp-admin' })).status).toBe(200);

    const rows = await auditOf(admin.id);
    expect(rows).toEqual([
      expect.objectContaining({ adminId: admin.id, ip: '127.0.0.1', action: 'admin.password_change', targetType: 'user', before: null, after: null, details: { otherSessionsEnded: true } }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/nouveau-mdp-admin|mot-de-passe|argon|\$/);
  });
});

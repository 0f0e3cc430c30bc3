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


describe('PUT /api/user/profile', () => {
  it('needs a session', async () => {
    expect((await createAgent(t.app).put(apiPaths.profile, { firstName: 'A', lastName: 'B', email: 'a@b.sn' })).status).toBe(401);
  });

  it('updates the profile and the session sees the change at once', async () => {
    const user = await createUser(t.database.db);
    const agent = await signedInAgent(t.app, user);
    expect((await agent.get(apiPaths.authUser)).body).toMatchObject({ firstName: 'Aminata' });
    const res = await agent.put(apiPaths.profile, { firstName: ' Aïssatou ', lastName: 'Kane', email: 'aissatou@exemple.sn' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, firstName: 'Aïssatou', lastName: 'Kane', email: 'aissatou@exemple.sn' });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    expect((await agent.get(apiPaths.authUser)).body).toMatchObject({ firstName: 'Aïssatou' });
  });

  it('requires every field, with French messages', async () => {
    const agent = await signedInAgent(t.app, await createUser(t.database.db));
    const res = await agent.put(apiPaths.profile, { firstName: ' ', lastName: '', email: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fieldErrors: { firstName: m.firstNameRequired, lastName: m.lastNameRequired, email: m.profileEmailRequired } });
  });

  it("refuses another account's email in any case, and accepts a new case of one's own", async () => {
    await createUser(t.database.db, { email: 'pris@exemple.sn' });
    const user = await createUser(t.database.db, { email: 'moi@exemple.sn' });
    const agent = await signedInAgent(t.app, user);
    const taken = await agent.put(apiPaths.profile, { firstName: 'Moi', lastName: 'Même', email: 'PRIS@exemple.sn' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email_taken', fieldErrors: { email: serverMessages.emailTaken } });
    const own = await agent.put(apiPaths.profile, { firstName: 'Moi', lastName: 'Même', email: 'MOI@exemple.sn' });
    expect(own.status).toBe(200);
  });
});

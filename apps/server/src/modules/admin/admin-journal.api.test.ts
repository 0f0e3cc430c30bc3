import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, type AdminAuditEntry, type AdminAuditPage, apiPaths, type LiveStream, pathTo } from '@kora/shared';
import { type Agent, createAgent } from '../../../test/agent.js';
import { createUser, createVideo } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { recordAdminActions } from '../../../test/factories/admin.js';

/*
 * The journal (GET /api/admin/audit): admin sign-ins and admin actions merged, newest first, each
 * with who, what, on which item (named as it is now, or as it was once deleted), before → after
 * and the address; filtered by kind, action or outcome, and text; paged.
 */
let t: TestApp;
let admin: Agent;
let adminId: string;
const ADMIN = { email: 'awa.diop@kora.test', firstName: 'Awa', lastName: 'Diop' };
const ua = { 'user-agent': 'KoraTest/2.0' };

const journal = async (query = '') => {
  const res = await admin.get<AdminAuditPage>(`${apiPaths.adminAudit}${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return res.body;
};
const actionsOf = (page: AdminAuditPage) => page.items.map((entry) => entry.action);

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { ...ADMIN, accountType: 'admin' });
  adminId = user.id;
  // Oldest first: a refused sign-in, the admin's sign-in, then what they do.
  await createAgent(t.app, ua).post(apiPaths.adminLogin, { email: 'intrus@exemple.sn', password: 'mauvais-mdp' });
  admin = createAgent(t.app, ua);
  expect((await admin.post(apiPaths.adminLogin, { email: ADMIN.email, password: user.password })).status).toBe(200);
  const kept = await admin.post<LiveStream>(apiPaths.adminLiveStreams, { title: 'Finale de lutte', description: 'En direct', category: 'Sport', requiredTier: 'premium', ageRating: 'tous' });
  const gone = await admin.post<LiveStream>(apiPaths.adminLiveStreams, { title: 'Live supprimé', description: 'Bientôt', category: 'Sport', requiredTier: 'free', ageRating: '12' });
  expect((await admin.delete(pathTo(apiPaths.adminLiveStream, { id: gone.body.id }))).status).toBe(200);
  expect(kept.status).toBe(201);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it('merges sign-ins and actions, newest first, each with who, what, which item and from where', async () => {
    const page = await journal();
    expect(actionsOf(page)).toEqual(['live.delete', 'live.create', 'live.create', 'login.success', 'login.invalid_credentials']);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: ADMIN_PAGE_SIZE });
    const [deleted, , created, signIn, refused] = page.items as AdminAuditEntry[];
    expect(deleted).toMatchObject({ kind: 'action', adminId, adminLabel: 'Awa Diop (awa.diop@kora.test)', targetType: 'live', targetLabel: 'Live supprimé', before: { title: 'Live supprimé', status: 'approved' }, after: null, ip: '127.0.0.1', userAgent: null });
    expect(created).toMatchObject({ targetLabel: 'Finale de lutte', before: null, after: { title: 'Finale de lutte', requiredTier: 'premium' } });
    expect(signIn).toMatchObject({ kind: 'login', adminId, adminLabel: 'Awa Diop (awa.diop@kora.test)', targetId: null, ip: '127.0.0.1', userAgent: 'KoraTest/2.0' });
    expect(refused).toMatchObject({ kind: 'login', adminId: null, adminLabel: 'intrus@exemple.sn' });
    expect(new Set(page.items.map((entry) => entry.id)).size).toBe(5);
    const times = page.items.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('names the item as it is now: a video by its title, a user by their e-mail', async () => {
    const video = await createVideo(t.database.db, { title: 'Le fleuve Sénégal' });
    const member = await createUser(t.database.db, { email: 'membre@exemple.sn' });
    await recordAdminActions(t.database.db, [
      { adminId, ip: '10.0.0.7', action: 'video.block', targetType: 'video', targetId: video.id, before: { isActive: true }, after: { isActive: false } },
      { adminId, ip: '10.0.0.7', action: 'user.update', targetType: 'user', targetId: member.id, before: { subscriptionTier: 'free' }, after: { subscriptionTier: 'premium' } },
    ]);
    const page = await journal('kind=action');
    expect(page.items.find((entry) => entry.action === 'video.block')).toMatchObject({ targetId: video.id, targetLabel: 'Le fleuve Sénégal', before: { isActive: true }, after: { isActive: false }, ip: '10.0.0.7' });
    expect(page.items.find((entry) => entry.action === 'user.update')).toMatchObject({ targetLabel: 'membre@exemple.sn', after: { subscriptionTier: 'premium' } });
  });

  it('filters by kind, by action or sign-in outcome, and by text (admin, item, address)', async () => {
    expect(actionsOf(await journal('kind=login'))).toEqual(['login.success', 'login.invalid_credentials']);
    expect((await journal('kind=action')).items.every((entry) => entry.kind === 'action')).toBe(true);
    expect(actionsOf(await journal('action=live.create'))).toEqual(['live.create', 'live.create']);
    expect(actionsOf(await journal('action=invalid_credentials'))).toEqual(['login.invalid_credentials']);
    expect(actionsOf(await journal('action=login.success'))).toEqual(['login.success']);
    expect(actionsOf(await journal('kind=action&action=login.success'))).toEqual([]);
    expect(actionsOf(await journal(`q=${encodeURIComponent('INTRUS@')}`))).toEqual(['login.invalid_credentials']);
    expect(actionsOf(await journal(`q=${encodeURIComponent('fleuve sén')}`))).toEqual(['video.block']);
    expect(actionsOf(await journal('q=membre%40exemple'))).toEqual(['user.update']);
    expect(actionsOf(await journal('q=lutte'))).toEqual(['live.create']);
    expect(actionsOf(await journal('q=10.0.0.7'))).toEqual(['user.update', 'video.block']);
    expect((await journal('q=Diop')).total).toBe(6);
    // A wildcard typed is a character like any other.
    expect((await journal('q=%25')).total).toBe(0);
  });

  it('pages 20 at a time, newest first, without gaps or repeats', async () => {
    const old = Array.from({ length: 25 }, (_, i) => ({
      adminId,
      action: 'video.update' as const,
      targetType: 'video',
      targetId: `ancienne-${i}`,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
    }));
    await recordAdminActions(t.database.db, old);
    const first = await journal();
    const second = await journal('page=2');
    expect(first.total).toBe(first.items.length + second.items.length);
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second.page).toBe(2);
    const ids = [...first.items, ...second.items].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.items.at(-1)).toMatchObject({ targetId: 'ancienne-0', targetLabel: null });
    expect((await journal('page=3')).items).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await createAgent(t.app).get(apiPaths.adminAudit)).status).toBe(401);
  });
});

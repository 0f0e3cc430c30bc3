import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, type AdminVideoPage, apiPaths, type CreatorVideo, pathTo, type Playback, uploadMessages, type Video } from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo, makePlayable, type VideoOverrides } from '../../../test/factories.js';
import { writeHlsFixture } from '../../../test/hls-fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { startTestSite, type TestSite } from '../../../test/test-site.js';
import { adminActions, videos } from '../../db/schema/index.js';
import { createDomainEvents } from '../../events/domain-events.js';
import type { DownloadPolicy } from '../../net/safe-download.js';
import { createInProcessPubSub } from '../../realtime/pubsub.js';

/*
 * The admin area's videos: the list (every state, search, filters, pages), edit, block (a blocked
 * video leaves every list at once and its media, even already signed, are refused), poster by URL
 * after the server's check (a site on 127.0.0.2 plays the web: the download policy allows exactly
 * it; a trap on 127.0.0.1 must never be reached), deletion with its media. Each change leaves an
 * audit row with the fields before and after and the admin's address.
 */
let t: TestApp;
let site: TestSite;
let trap: TestSite;
let adminId: string;
let admin: Agent;
let viewer: Agent;
const told: string[] = [];
const unknown = '00000000-0000-4000-8000-000000000000';
const onlySite: DownloadPolicy = { maxBytes: 1024 * 1024, timeoutMs: 5000, maxRedirects: 3, isAllowedAddress: (ip) => ip === '127.0.0.2' };

beforeAll(async () => {
  site = await startTestSite('127.0.0.2', (req, res) => {
    if (req.url === '/affiche.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(req.method === 'HEAD' ? undefined : 'jpeg');
    if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>');
    res.writeHead(404).end();
  });
  trap = await startTestSite('127.0.0.1');
  const pubsub = createInProcessPubSub();
  const events = createDomainEvents(pubsub, () => undefined);
  await events.subscribe('video.changed', ({ videoId }) => void told.push(`video.changed ${videoId}`));
  await events.subscribe('media.changed', ({ kind, id }) => void told.push(`media.changed ${kind} ${id}`));
  t = await createTestApp({}, pubsub, onlySite);
  const a = await createUser(t.database.db, { accountType: 'admin' });
  adminId = a.id;
  admin = await signedInAgent(t.app, a);
  viewer = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
});
afterAll(async () => {
  await t.close();
  await site.close();
  await trap.close();
});

type Answer = CreatorVideo & { message: string; code: string; fieldErrors?: Record<string, string> };
const list = (query: Record<string, string | number> = {}) => admin.get<AdminVideoPage & { fieldErrors?: Record<string, string> }>(pathTo(apiPaths.adminVideos, null, query));
const edit = (agent: Agent, id: string, body: unknown) => agent.patch<Answer>(pathTo(apiPaths.adminVideo, { id }), body);
const setActive = (agent: Agent, id: string, body: unknown) => agent.patch<Answer>(pathTo(apiPaths.adminVideoStatus, { id }), body);
const setThumbnail = (agent: Agent, id: string, body: unknown) => agent.patch<Answer>(pathTo(apiPaths.adminVideoThumbnail, { id }), body);
const remove = (agent: Agent, id: string) => agent.delete<Answer>(pathTo(apiPaths.adminVideo, { id }));
const auditOf = (action: string, id: string) => t.database.db.select().from(adminActions).where(and(eq(adminActions.action, action), eq(adminActions.targetId, id)));

/** A ready video with a published HLS folder (as the worker leaves it). */
async function playable(o: VideoOverrides = {}) {
  const video = await createVideo(t.database.db, { category: 'Cuisine', ...o });
  await makePlayable(t.database.db, t.config.mediaDir, video.id, { renditions: await writeHlsFixture(t.config.mediaDir, video.id, { renditions: ['144p'], segments: 2 }) });
  return video;
}

describe('who may call the admin video routes', () => {
  it('refuses anonymous callers (401) and every role but admin (403), before reading the body', async () => {
    const video = await createVideo(t.database.db);
    const calls: Array<[string, (agent: Agent) => Promise<{ status: number }>]> = [
      ['list', (agent) => agent.get(apiPaths.adminVideos)],
      ['edit', (agent) => edit(agent, video.id, {})],
      ['status', (agent) => setActive(agent, video.id, { isActive: false })],
      ['thumbnail', (agent) => setThumbnail(agent, video.id, {})],
      ['delete', (agent) => remove(agent, video.id)],
      ['approve', (agent) => agent.post(pathTo(apiPaths.adminApproveVideo, { id: video.id }))],
      ['reject', (agent) => agent.post(pathTo(apiPaths.adminRejectVideo, { id: video.id }), {})],
      ['url-check', (agent) => agent.post(apiPaths.adminUrlCheck, {})],
    ];
    const others = [await createUser(t.database.db), await createUser(t.database.db, { accountType: 'creator' }), await createUser(t.database.db, { tier: 'premium' })];
    const agents = await Promise.all(others.map((user) => signedInAgent(t.app, user)));
    for (const [name, call] of calls) {
      expect((await call(createAgent(t.app))).status, name).toBe(401);
      for (const agent of agents) expect((await call(agent)).status, name).toBe(403);
    }
    expect((await t.database.db.select().from(videos).where(eq(videos.id, video.id)))[0]?.isActive).toBe(true);
  });
});

describe('GET /api/admin/videos', () => {
  it('lists every video whatever its state, newest first, with its uploader, filtered and searched', async () => {
    const uploader = await createUser(t.database.db, { accountType: 'creator', firstName: 'Awa', lastName: 'Ndiaye', email: 'awa@exemple.sn' });
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
    const made = {
      ready: await createVideo(t.database.db, { title: 'La forêt du Mayombe', category: 'Liste', tier: 'premium', uploadedBy: uploader.id, createdAt: at(1) }),
      processing: await createVideo(t.database.db, { title: 'En cours', category: 'Liste', status: 'processing', processingProgress: 0.42, createdAt: at(2) }),
      failed: await createVideo(t.database.db, { title: 'Ratée', category: 'Liste', status: 'failed', failureReason: 'Fichier vidéo invalide', createdAt: at(3) }),
      blocked: await createVideo(t.database.db, { title: 'Bloquée', category: 'Liste', isActive: false, createdAt: at(4) }),
      pending: await createVideo(t.database.db, { title: 'À revoir', description: 'Tournée près de la FORÊT', category: 'Liste', uploadedBy: uploader.id, reviewStatus: 'pending', createdAt: at(5) }),
    };
    const ids = (page: { body: AdminVideoPage }) => page.body.items.map((v) => v.id);

    const all = await list({ category: 'Liste' });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(ids(all)).toEqual([made.pending.id, made.blocked.id, made.failed.id, made.processing.id, made.ready.id]);
    expect(all.body.items.find((v) => v.id === made.ready.id)).toMatchObject({ uploaderName: 'Awa Ndiaye', uploaderEmail: 'awa@exemple.sn', requiredTier: 'premium', isActive: true });
    expect(all.body.items.find((v) => v.id === made.processing.id)).toMatchObject({ status: 'processing', processingProgress: 0.42, uploaderName: null });
    expect(all.body.items.find((v) => v.id === made.failed.id)).toMatchObject({ status: 'failed', failureReason: 'Fichier vidéo invalide' });

    for (const [status, expected] of [['processing', [made.processing.id]], ['failed', [made.failed.id]], ['blocked', [made.blocked.id]], ['pending_review', [made.pending.id]]] as const) {
      expect(ids(await list({ category: 'Liste', status })), status).toEqual(expected);
    }
    expect(ids(await list({ category: 'Liste', status: 'ready' }))).toEqual([made.pending.id, made.blocked.id, made.ready.id]);
    expect(ids(await list({ category: 'liste', requiredTier: 'premium' }))).toEqual([made.ready.id]);
    // Title or description, accents and case folded.
    expect(ids(await list({ category: 'Liste', q: 'foret' }))).toEqual([made.pending.id, made.ready.id]);
    expect((await list({ q: 'aucune vidéo ne porte ce nom' })).body).toMatchObject({ items: [], total: 0 });
  });

  it('shows the admin the poster Kora made of a hidden video through a signed URL (the public one serves listed videos only)', async () => {
    const [listed, hiddenOne] = [await playable({ category: 'Affiches' }), await playable({ category: 'Affiches', isActive: false })];
    for (const video of [listed, hiddenOne]) {
      await makePlayable(t.database.db, t.config.mediaDir, video.id, { thumbnailUrl: `/media/posters/${video.id}.jpg`, previewVtt: 'preview.vtt' });
      await fs.writeFile(path.join(t.config.mediaDir, 'videos', video.id, 'hls', 'poster.jpg'), 'jpeg');
    }
    const items = (await list({ category: 'Affiches' })).body.items;
    expect(items.find((v) => v.id === listed.id)?.thumbnailUrl).toBe(`/media/posters/${listed.id}.jpg`);
    const signed = items.find((v) => v.id === hiddenOne.id)?.thumbnailUrl ?? '';
    expect(signed).toMatch(/^\/media\/video\/.+\/poster\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: signed })).body).toBe('jpeg');
    expect((await t.app.inject({ method: 'GET', url: `/media/posters/${hiddenOne.id}.jpg` })).statusCode).toBe(404);
  });

  it('pages by 20 and validates its parameters in French', async () => {
    for (let i = 0; i < 23; i += 1) await createVideo(t.database.db, { category: 'Pages', title: `Page ${i}` });
    const second = await list({ category: 'Pages', page: 2 });
    expect(second.body).toMatchObject({ total: 23, page: 2, pageSize: 20 });
    expect(second.body.items).toHaveLength(3);
    expect((await list({ category: 'Pages', page: 9 })).body).toMatchObject({ items: [], total: 23 });
    expect(await list({ page: 0 })).toMatchObject({ status: 400, body: { fieldErrors: { page: 'Page invalide' } } });
    expect((await list({ status: 'perdue' })).status).toBe(400);
    expect((await list({ requiredTier: 'or' })).status).toBe(400);
  });
});

describe('PATCH /api/admin/videos/{id}', () => {
  it('edits title, description, category and tier, seen at once, recorded with before and after', async () => {
    const video = await playable({ title: 'Ancien titre', description: 'Ancienne', category: 'Nature', tier: 'free' });
    expect((await viewer.get<Video>(pathTo(apiPaths.video, { id: video.id }))).body.title).toBe('Ancien titre');
    const res = await edit(admin, video.id, { title: '  Le marché de Kermel ', description: 'Un matin\nà Dakar', category: 'Voyage', requiredTier: 'basic' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: video.id, title: 'Le marché de Kermel', description: 'Un matin\nà Dakar', category: 'Voyage', requiredTier: 'basic' });
    expect((await viewer.get<Video>(pathTo(apiPaths.video, { id: video.id }))).body).toMatchObject({ title: 'Le marché de Kermel', requiredTier: 'basic' });
    expect(told).toContain(`video.changed ${video.id}`);
    expect(await auditOf('video.update', video.id)).toEqual([
      expect.objectContaining({
        adminId,
        targetType: 'video',
        ip: '127.0.0.1',
        before: { title: 'Ancien titre', description: 'Ancienne', category: 'Nature', requiredTier: 'free', ageRating: 'tous' },
        after: { title: 'Le marché de Kermel', description: 'Un matin\nà Dakar', category: 'Voyage', requiredTier: 'basic', ageRating: 'tous' },
      }),
    ]);
  });

  it('requires a title, a category and a known tier (French messages), and answers 404 for an unknown video', async () => {
    const video = await createVideo(t.database.db, { title: 'Intacte' });
    const body = { title: 'Titre', description: '', category: 'Nature', requiredTier: 'free' };
    expect(await edit(admin, video.id, { ...body, title: '   ' })).toMatchObject({ status: 400, body: { fieldErrors: { title: uploadMessages.titleRequired } } });
    expect(await edit(admin, video.id, { ...body, category: '' })).toMatchObject({ status: 400, body: { fieldErrors: { category: 'La catégorie est requise' } } });
    expect(await edit(admin, video.id, { ...body, requiredTier: 'or' })).toMatchObject({ status: 400, body: { fieldErrors: { requiredTier: 'Niveau requis invalide' } } });
    expect(await edit(admin, unknown, body)).toMatchObject({ status: 404, body: { message: adminMessages.videoNotFound } });
    expect(await auditOf('video.update', video.id)).toEqual([]);
  });
});

describe('PATCH /api/admin/videos/{id}/status', () => {
  it('blocks: out of home, search, similar and favourites at once, and a segment URL signed before is refused; unblocks', async () => {
    const video = await playable({ title: 'Thiéboudienne de Saint-Louis' });
    await viewer.post(apiPaths.favorites, { videoId: video.id });
    const signed = (await viewer.get<Playback>(pathTo(apiPaths.playback, { id: video.id }))).body.masterUrl.replace('master.m3u8', '144p/seg_00000.ts');
    const segment = async () => (await t.app.inject({ method: 'GET', url: signed })).statusCode;
    const seen = async () => {
      const has = async (path: string) => (await viewer.get<Video[]>(path)).body.some((v) => v.id === video.id);
      return [await has(apiPaths.videos), await has(pathTo(apiPaths.searchVideos, null, { q: 'Thiéboudienne' })), await has(pathTo(apiPaths.similarVideos, null, { category: 'Cuisine' })), await has(apiPaths.favorites)];
    };
    expect(await seen()).toEqual([true, true, true, true]);
    expect(await segment()).toBe(200);

    const blocked = await setActive(admin, video.id, { isActive: false });
    expect(blocked).toMatchObject({ status: 200, body: { isActive: false } });
    expect(await seen()).toEqual([false, false, false, false]);
    expect([403, 404]).toContain(await segment());
    expect((await viewer.get(pathTo(apiPaths.video, { id: video.id }))).status).toBe(404);
    expect(await auditOf('video.block', video.id)).toEqual([expect.objectContaining({ before: { isActive: true }, after: { isActive: false }, ip: '127.0.0.1' })]);

    expect(await setActive(admin, video.id, { isActive: true })).toMatchObject({ status: 200, body: { isActive: true } });
    expect(await seen()).toEqual([true, true, true, true]);
    expect(await segment()).toBe(200);
    expect(await auditOf('video.unblock', video.id)).toEqual([expect.objectContaining({ before: { isActive: false }, after: { isActive: true } })]);
  });

  it('validates isActive and answers 404 for an unknown video', async () => {
    const video = await createVideo(t.database.db);
    expect(await setActive(admin, video.id, { isActive: 'non' })).toMatchObject({ status: 400, body: { fieldErrors: { isActive: 'Valeur invalide' } } });
    expect(await setActive(admin, unknown, { isActive: false })).toMatchObject({ status: 404, body: { message: adminMessages.videoNotFound } });
  });
});

describe('PATCH /api/admin/videos/{id}/thumbnail', () => {
  it('keeps a URL that answers with an image, after checking it from the server', async () => {
    const video = await createVideo(t.database.db);
    const url = `${site.origin}/affiche.jpg`;
    const res = await setThumbnail(admin, video.id, { thumbnailUrl: ` ${url} ` });
    expect(res).toMatchObject({ status: 200, body: { thumbnailUrl: url } });
    expect(site.hits).toContain('HEAD /affiche.jpg');
    expect(await auditOf('video.thumbnail', video.id)).toEqual([expect.objectContaining({ before: { thumbnailUrl: 'nature' }, after: { thumbnailUrl: url } })]);
  });

  it("refuses what is not an image ('URL invalide'), what does not answer ('URL inaccessible') and addresses that are not public", async () => {
    const video = await createVideo(t.database.db);
    const refused = async (thumbnailUrl: string, message: string | RegExp) => {
      const res = await setThumbnail(admin, video.id, { thumbnailUrl });
      expect(res.status, thumbnailUrl).toBe(400);
      expect(res.body.fieldErrors?.thumbnailUrl, thumbnailUrl).toMatch(message);
    };
    await refused(`${site.origin}/page.html`, adminMessages.urlNotImage);
    await refused(`${site.origin}/absente.jpg`, adminMessages.urlUnreachable);
    await refused(`${trap.origin}/affiche.jpg`, /non autorisée/);
    await refused('http://169.254.169.254/latest/meta-data/', /non autorisée/);
    await refused('', adminMessages.urlRequired);
    await refused('affiche.jpg', adminMessages.urlMalformed);
    expect(trap.hits).toEqual([]);
    expect((await t.database.db.select().from(videos).where(eq(videos.id, video.id)))[0]?.thumbnailUrl).toBe('nature');
    expect(await setThumbnail(admin, unknown, { thumbnailUrl: `${site.origin}/affiche.jpg` })).toMatchObject({ status: 404 });
  });
});

describe('DELETE /api/admin/videos/{id}', () => {
  it('removes the row, then its media; a second deletion is 404', async () => {
    const video = await playable({ title: 'À supprimer' });
    const key = `videos/${video.id}/hls/144p/seg_00000.ts`;
    expect(await t.storage.read(key)).toBeDefined();
    expect(await remove(admin, video.id)).toMatchObject({ status: 200, body: { message: 'Vidéo supprimée' } });
    expect(await t.storage.read(key)).toBeUndefined();
    expect(await t.storage.read(`videos/${video.id}/hls/master.m3u8`)).toBeUndefined();
    expect((await list({ q: 'À supprimer' })).body.total).toBe(0);
    expect(told).toEqual(expect.arrayContaining([`video.changed ${video.id}`, `media.changed video ${video.id}`]));
    expect(await auditOf('video.delete', video.id)).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ title: 'À supprimer', isActive: true, status: 'ready' }), after: null, ip: '127.0.0.1' }),
    ]);
    expect(await remove(admin, video.id)).toMatchObject({ status: 404, body: { message: adminMessages.videoNotFound } });
    expect(await auditOf('video.delete', video.id)).toHaveLength(1);
  });
});

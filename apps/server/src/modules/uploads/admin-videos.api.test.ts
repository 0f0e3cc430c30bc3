import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminVideoMessages, ageRatingMessages, apiPaths, pathTo, uploadMessages, type Video } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminActions } from '../../db/schema/index.js';
import { generateDemoSource } from '../../media/demo-source.js';
import type { DownloadPolicy } from '../../net/safe-download.js';

/*
 * POST /api/admin/videos: the server downloads the URL itself. A loopback HTTP server plays
 * the remote site; the default policy refuses it (not public), and a policy allowing exactly
 * 127.0.0.1 runs the whole pipeline from download to playable video.
 */
let site: http.Server;
let origin: string;
let t: TestApp;
let admin: Agent;
let adminId: string;
const onlyThisSite: DownloadPolicy = { maxBytes: 10 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 3, isAllowedAddress: (ip) => ip === '127.0.0.1' };

beforeAll(async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-site-'));
  await generateDemoSource({ outFile: path.join(dir, 'clip.mp4'), seconds: 3, pattern: 'testsrc2', width: 640, height: 360 });
  const clip = await fs.readFile(path.join(dir, 'clip.mp4'));
  await fs.rm(dir, { recursive: true, force: true });
  site = http.createServer((req, res) => {
    if (req.url === '/clip.mp4') return res.writeHead(200, { 'content-type': 'video/mp4' }).end(clip);
    if (req.url === '/notes.mp4') return res.writeHead(200, { 'content-type': 'video/mp4' }).end('pas une vidéo\n'.repeat(50));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  t = await createTestApp({}, undefined, onlyThisSite);
  const a = await createUser(t.database.db, { accountType: 'admin' });
  adminId = a.id;
  admin = await signedInAgent(t.app, a);
}, 60_000);
afterAll(async () => {
  await t.close();
  site.closeAllConnections();
  await new Promise((r) => site.close(r));
});

describe('POST /api/admin/videos', () => {
  it('is for admins only', async () => {
    const creator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    expect((await creator.post(apiPaths.adminVideos, { title: 'X', videoUrl: `${origin}/clip.mp4` })).status).toBe(403);
  });

  it('validates title, URL and duration, and refuses addresses that are not public', async () => {
    expect((await admin.post(apiPaths.adminVideos, { title: '', videoUrl: '' })).body).toMatchObject({
      fieldErrors: { title: uploadMessages.titleRequired, videoUrl: adminVideoMessages.urlRequired, ageRating: ageRatingMessages.required },
    });
    expect((await admin.post(apiPaths.adminVideos, { title: 'X', videoUrl: `${origin}/clip.mp4`, duration: 'longue', ageRating: 'tous' })).body).toMatchObject({
      fieldErrors: { duration: adminVideoMessages.durationInvalid },
    });
    for (const url of ['ftp://example.com/v.mp4', 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/v.mp4', 'http://[::1]/v.mp4']) {
      const res = await admin.post(apiPaths.adminVideos, { title: 'X', videoUrl: url, ageRating: 'tous' });
      expect(res.status, url).toBe(400);
      expect(Object.keys(res.body.fieldErrors as object), url).toEqual(['videoUrl']);
    }
    const plain = await createTestApp();
    try {
      const plainAdmin = await signedInAgent(plain.app, await createUser(plain.database.db, { accountType: 'admin' }));
      const res = await plainAdmin.post(apiPaths.adminVideos, { title: 'Boucle locale', videoUrl: `${origin}/clip.mp4`, ageRating: 'tous' });
      expect(res.body).toMatchObject({ code: 'validation_error', fieldErrors: { videoUrl: expect.stringMatching(/non autorisée/) } });
    } finally {
      await plain.close();
    }
  });

  it('downloads, transcodes and lists a video; a URL that serves no video fails once, clearly', { timeout: 90_000 }, async () => {
    const ok = await admin.post<{ id: string; status: string; duration: number; requiredTier: string }>(apiPaths.adminVideos, {
      title: 'Importée',
      videoUrl: `${origin}/clip.mp4`,
      duration: '42',
      requiredTier: 'basic',
      ageRating: '16',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ status: 'processing', duration: 42, requiredTier: 'basic', ageRating: '16' });
    // The journal keeps who added it, from where, and the site it comes from (never the URL's path or query).
    expect(await t.database.db.select().from(adminActions).where(eq(adminActions.targetId, ok.body.id))).toEqual([
      expect.objectContaining({
        adminId,
        ip: '127.0.0.1',
        action: 'video.create',
        targetType: 'video',
        before: null,
        after: { title: 'Importée', requiredTier: 'basic', ageRating: '16', category: 'Général', videoHost: new URL(origin).host },
        details: { title: 'Importée' },
      }),
    ]);
    const bad = await admin.post<{ id: string }>(apiPaths.adminVideos, { title: 'Texte', videoUrl: `${origin}/notes.mp4`, ageRating: 'tous' });
    expect(bad.status).toBe(201);

    await t.startWorker();
    const state = (id: string) => async () => (await admin.get(pathTo(apiPaths.processing, { id }))).body;
    await expect.poll(state(ok.body.id), { timeout: 80_000, interval: 500 }).toMatchObject({ status: 'ready', progress: 1 });
    await expect.poll(state(bad.body.id), { timeout: 30_000, interval: 500 }).toEqual({ status: 'failed', progress: 0, failureReason: uploadMessages.invalidFile, reviewStatus: 'approved' });
    await expect.poll(async () => (await admin.get<Video[]>(apiPaths.videos)).body.map((v) => v.title), { timeout: 5000 }).toContain('Importée');
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, canAccessTier, pathTo, type Playback, serverMessages, type Tier, TIERS } from '@kora/shared';
import { createAgent, signedInAgent } from '../../../test/agent.js';
import { changeFreeWatch, changeVideo, createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { firstProfileId } from '../../../test/factories/viewing.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema/index.js';
import { createDomainEvents, type DomainEvents } from '../../events/domain-events.js';
import { createInProcessPubSub } from '../../realtime/pubsub.js';
import { createMediaUrlSigner, type MediaUrlSigner } from './media-url-signer.js';

let t: TestApp;
let signer: MediaUrlSigner;
/** The app's domain events: a row written here directly is announced as the services announce their changes. */
let events: DomainEvents;
const byTier = {} as Record<Tier, string>;

beforeAll(async () => {
  const pubsub = createInProcessPubSub();
  t = await createTestApp({}, pubsub);
  events = createDomainEvents(pubsub, (err) => {
    throw err;
  });
  await t.app.inject({ method: 'GET', url: '/healthz' });
  signer = createMediaUrlSigner(t.installation.mediaSecret);
  for (const tier of TIERS) {
    const row = await createVideo(t.database.db, { title: `Vidéo ${tier}`, tier, durationSeconds: 60 });
    await makePlayable(t.database.db, t.config.mediaDir, row.id);
    byTier[tier] = row.id;
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** A signed URL of a video's file, as playback hands it to the account's first profile. */
const segmentUrl = async (userId: string, videoId: string, file = '144p/seg_00000.ts', expires = Math.floor(Date.now() / 1000) + 600) =>
  `${signer.prefix({ kind: 'video', id: videoId, viewerId: await firstProfileId(t.database.db, userId), expires })}/${file}`;
const usedSeconds = async (userId: string) =>
  (await t.database.db.select({ s: users.freeWatchSecondsUsed, m: users.freeWatchTimeUsed }).from(users).where(eq(users.id, userId)))[0];

describe('the tier matrix, on /playback and on signed segment URLs', () => {
  it('lets a user play exactly what their rank allows, a paid tier counting only while active', async () => {
    for (const userTier of TIERS) {
      for (const status of ['active', 'inactive'] as const) {
        const user = await createUser(t.database.db, { tier: userTier, status });
        const agent = await signedInAgent(t.app, user);
        for (const required of TIERS) {
          const allowed = canAccessTier(status === 'active' ? userTier : 'free', required);
          const label = `${userTier}/${status} → ${required}`;
          const res = await agent.get<Playback & { code?: string; requiredTier?: string }>(pathTo(apiPaths.playback, { id: byTier[required] }));
          const segment = await get(await segmentUrl(user.id, byTier[required]));
          if (allowed) {
            expect(res.status, label).toBe(200);
            expect(res.body.masterUrl, label).toMatch(/^\/media\/video\/.+\/master\.m3u8$/);
            expect(segment.statusCode, label).toBe(200);
          } else {
            expect(res.status, label).toBe(403);
            expect(res.body, label).toMatchObject({ code: 'tier_required', requiredTier: required });
            expect(segment.statusCode, label).toBe(403);
            expect(segment.json(), label).toMatchObject({ code: 'tier_required' });
          }
        }
      }
    }
  });

  it('lets admins play everything, and serves playlists and segments with their media types', async () => {
    const admin = await createUser(t.database.db, { accountType: 'admin' });
    const res = await (await signedInAgent(t.app, admin)).get<Playback>(pathTo(apiPaths.playback, { id: byTier.family }));
    expect(res.status).toBe(200);
    expect(res.body.renditions.map((r) => r.id)).toEqual(['144p', '360p']);
    const master = await get(res.body.masterUrl);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toMatch(/application\/vnd\.apple\.mpegurl/);
    expect(master.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const variant = await get(res.body.masterUrl.replace('master.m3u8', '360p/index.m3u8'));
    expect(variant.body).toContain('seg_00014.ts');
    const segment = await get(res.body.masterUrl.replace('master.m3u8', '360p/seg_00003.ts'));
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload.length).toBe(188 * 8);
    const url = res.body.masterUrl.replace('master.m3u8', '360p/seg_00003.ts');
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-299' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${188 * 8}`);
    expect(part.rawPayload).toEqual(segment.rawPayload.subarray(100, 300));
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=99999-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${188 * 8}`);
  });
});

describe('signed media URLs', () => {
  it('refuse a tampered signature, an expired one, another viewer, and paths outside the video', async () => {
    const user = await createUser(t.database.db, { tier: 'premium' });
    const other = await createUser(t.database.db, { tier: 'premium' });
    const good = await segmentUrl(user.id, byTier.premium);
    expect((await get(good)).statusCode).toBe(200);
    const parts = good.split('/');
    parts[6] = `${parts[6]?.slice(0, -2)}xx`;
    expect((await get(parts.join('/'))).statusCode).toBe(403);
    // Signed for the user's profile, it opens nothing to another's.
    const [mine, theirs] = [await firstProfileId(t.database.db, user.id), await firstProfileId(t.database.db, other.id)];
    expect(good).toContain(`/${mine}/`);
    expect((await get(good.replace(mine, theirs))).statusCode).toBe(403);
    const expired = await segmentUrl(user.id, byTier.premium, '144p/seg_00000.ts', Math.floor(Date.now() / 1000) - 1);
    expect((await get(expired)).json()).toEqual({ message: serverMessages.mediaForbidden, code: 'forbidden' });
    // Encoded, so URL normalisation cannot resolve the dots before the route sees them.
    for (const file of ['%2e%2e%2f%2e%2e%2f%2e%2e%2fmedia-url.secret', '144p%2f..%2f..%2fmaster.m3u8', 'a/b/c.ts', 'master.txt']) {
      const res = await get(await segmentUrl(user.id, byTier.premium, file));
      expect(res.statusCode, file).toBe(404);
      expect(res.json(), file).toMatchObject({ code: 'not_found' });
    }
    expect((await get(await segmentUrl(user.id, byTier.premium, '144p/seg_99999.ts'))).statusCode).toBe(404);
  });

  it('name their kind: a kind nobody serves is 404, and a video grant opens nothing of another kind', async () => {
    const user = await createUser(t.database.db, { tier: 'premium' });
    const good = await segmentUrl(user.id, byTier.premium);
    expect(good).toMatch(/^\/media\/video\//);
    // A correctly signed live URL naming a video's id finds no live.
    const expires = Math.floor(Date.now() / 1000) + 600;
    const live = `${signer.prefix({ kind: 'live', id: byTier.premium, viewerId: await firstProfileId(t.database.db, user.id), expires })}/master.m3u8`;
    expect((await get(live)).statusCode).toBe(404);
    // The video's signature does not open the live kind.
    const asLive = await get(good.replace('/media/video/', '/media/live/'));
    expect(asLive.statusCode).toBe(403);
    for (const kind of ['hls', 'constructor']) {
      const res = await get(good.replace('/media/video/', `/media/${kind}/`));
      expect(res.statusCode, kind).toBe(404);
      expect(res.json(), kind).toMatchObject({ code: 'not_found' });
    }
    expect((await get(good.replace(byTier.premium, 'pas-un-id'))).statusCode).toBe(400);
  });

  it("are judged for many viewers arriving together with a few queries, not one per viewer and per video, each viewer's own rights kept", async () => {
    const viewers = await Promise.all(Array.from({ length: 30 }, () => createUser(t.database.db, { tier: 'premium' })));
    const basic = await createUser(t.database.db, { tier: 'basic' });
    const urls = await Promise.all([...viewers, basic].map((viewer) => segmentUrl(viewer.id, byTier.premium, '360p/seg_00001.ts')));
    // Counts the statements that read an account or a video by id (the pool's query, as Drizzle calls it).
    const { pool } = t.database;
    const query = pool.query.bind(pool);
    let reads = 0;
    pool.query = ((config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string }).text ?? '';
      if (/^select .* from "(users|videos)" where "(users|videos)"\."id" (=|in)/s.test(text)) reads += 1;
      return (query as (...args: unknown[]) => unknown)(config, ...rest);
    }) as typeof pool.query;
    try {
      const answers = await Promise.all(urls.map((url) => get(url)));
      expect(answers.map((res) => res.statusCode)).toEqual([...Array(30).fill(200), 403]);
      // One read of the accounts and one of the video per turn of the event loop; 62 when each question read its own.
      expect(reads).toBeGreaterThan(0);
      expect(reads).toBeLessThanOrEqual(6);
    } finally {
      pool.query = query;
    }
  });
});

describe('free watch time', () => {
  it('is spent by fetching segments (once per segment per day, whatever the rendition), then refused', async () => {
    const user = await createUser(t.database.db);
    await changeFreeWatch(t.database.db, user.id, { limitMinutes: 1 });
    const agent = await signedInAgent(t.app, user);
    const { body } = await agent.get<Playback>(pathTo(apiPaths.playback, { id: byTier.free }));
    expect(body.remainingMinutes).toBe(1);
    const seg = (r: string, i: number) => body.masterUrl.replace('master.m3u8', `${r}/seg_${String(i).padStart(5, '0')}.ts`);
    await get(seg('144p', 0));
    await get(seg('144p', 0));
    await get(seg('360p', 0));
    expect(await usedSeconds(user.id)).toEqual({ s: 4, m: 0 });
    for (let i = 1; i < 15; i += 1) expect((await get(seg('360p', i))).statusCode).toBe(200);
    expect(await usedSeconds(user.id)).toEqual({ s: 60, m: 1 });
    const refused = await agent.get(pathTo(apiPaths.playback, { id: byTier.free }));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: serverMessages.watchTimeExhausted, code: 'watch_time_exhausted' });
    expect((await get(seg('144p', 0))).json()).toMatchObject({ code: 'watch_time_exhausted' });
    expect((await agent.get(apiPaths.authUser)).body).toMatchObject({ freeWatchTimeUsed: 1, freeWatchTimeLimit: 1 });
  });

  it('starts again at the beginning of each calendar month', async () => {
    const user = await createUser(t.database.db, { freeWatch: { usedMinutes: 120, lastMonth: true } });
    const res = await (await signedInAgent(t.app, user)).get<Playback>(pathTo(apiPaths.playback, { id: byTier.free }));
    expect(res.status).toBe(200);
    expect(res.body.remainingMinutes).toBe(120);
  });

  it('does not meter premium subscribers or creators', async () => {
    const premium = await createUser(t.database.db, { tier: 'premium' });
    expect((await (await signedInAgent(t.app, premium)).get<Playback>(pathTo(apiPaths.playback, { id: byTier.free }))).body.remainingMinutes).toBeNull();
    await get(await segmentUrl(premium.id, byTier.free));
    expect(await usedSeconds(premium.id)).toEqual({ s: 0, m: 0 });
  });
});

describe('playback states, resume and views', () => {
  it('answers 409 while a video is processing, 404 when blocked (but to admins, who preview it) or missing, 400 for a malformed id, 401 signed out', async () => {
    const user = await createUser(t.database.db, { accountType: 'admin' });
    const agent = await signedInAgent(t.app, user);
    const viewer = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'family' }));
    const processing = await createVideo(t.database.db, { status: 'processing' });
    const blocked = await createVideo(t.database.db, { isActive: false });
    expect((await agent.get(pathTo(apiPaths.playback, { id: processing.id }))).body).toMatchObject({ code: 'video_not_ready' });
    expect((await agent.get(pathTo(apiPaths.playback, { id: processing.id }))).status).toBe(409);
    expect((await viewer.get(pathTo(apiPaths.playback, { id: blocked.id }))).status).toBe(404);
    expect((await agent.get(pathTo(apiPaths.playback, { id: blocked.id }))).status).toBe(200);
    expect((await agent.get(pathTo(apiPaths.playback, { id: '00000000-0000-4000-8000-000000000000' }))).status).toBe(404);
    expect((await agent.get(pathTo(apiPaths.playback, { id: 'pas-un-id' }))).status).toBe(400);
    expect((await createAgent(t.app).get(pathTo(apiPaths.playback, { id: byTier.free }))).status).toBe(401);
  });

  it('keeps the resume position, written at most once per 10 s', async () => {
    const agent = await signedInAgent(t.app, await createUser(t.database.db));
    const url = pathTo(apiPaths.progress, { id: byTier.free });
    expect((await agent.post(url, { positionSeconds: 12.7 })).body).toEqual({ saved: true });
    expect((await agent.post(url, { positionSeconds: 30 })).body).toEqual({ saved: false });
    expect((await agent.get<Playback>(pathTo(apiPaths.playback, { id: byTier.free }))).body.resumeAt).toBe(12);
    expect((await agent.get(pathTo(apiPaths.video, { id: byTier.free }))).body).toMatchObject({ resumeAt: 12 });
    expect((await agent.post(url, { positionSeconds: -1 })).status).toBe(400);
  });

  it('counts one view per user per video per 24 hours', async () => {
    const video = await createVideo(t.database.db, { title: 'Compteur' });
    const agent = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
    for (let i = 0; i < 3; i += 1) await agent.get(pathTo(apiPaths.playback, { id: video.id })).catch(() => undefined);
    const other = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
    await other.get(pathTo(apiPaths.playback, { id: video.id }));
    expect((await agent.get(pathTo(apiPaths.video, { id: video.id }))).body).toMatchObject({ views: 2 });
  });
});

describe('posters', () => {
  it('are public for listed videos, and hidden for blocked, unfinished or unknown ones', async () => {
    const row = await createVideo(t.database.db, { title: 'Avec affiche' });
    const unfinished = await createVideo(t.database.db, { title: 'En préparation', status: 'processing' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    for (const id of [row.id, unfinished.id]) {
      await fs.mkdir(path.join(t.config.mediaDir, 'videos', id, 'hls'), { recursive: true });
      await fs.writeFile(path.join(t.config.mediaDir, 'videos', id, 'hls', 'poster.jpg'), jpeg);
    }
    await makePlayable(t.database.db, t.config.mediaDir, row.id, { renditions: [], previewVtt: 'preview/thumbnails.vtt' });

    const ok = await get(`/media/posters/${row.id}.jpg`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
    expect(ok.headers['cache-control']).toBe('public, max-age=86400');
    expect(ok.rawPayload).toEqual(jpeg);

    // A change is announced as the services announce theirs ('video.changed'): the row kept in memory goes.
    await changeVideo(t.database.db, row.id, { isActive: false });
    await events.publish('video.changed', { videoId: row.id });
    expect((await get(`/media/posters/${row.id}.jpg`)).statusCode).toBe(404);
    await changeVideo(t.database.db, row.id, { isActive: true });
    await events.publish('video.changed', { videoId: row.id });
    expect((await get(`/media/posters/${row.id}.jpg`)).statusCode).toBe(200);
    expect((await get(`/media/posters/${unfinished.id}.jpg`)).statusCode).toBe(404);
    expect((await get('/media/posters/00000000-0000-4000-8000-000000000000.jpg')).statusCode).toBe(404);
    expect((await get('/media/posters/pas-un-id.jpg')).statusCode).toBe(400);
    expect((await get(`/media/posters/${byTier.free}.jpg`)).statusCode).toBe(404);
  });
});

describe("nginx's question about a signed playlist or segment (deploy/nginx/kora-media-disk.conf)", () => {
  const asked = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-kora-media-check': '1' } });
  const grants = () => path.join(t.config.mediaDir, '.grants');
  /** The grants' links, in the folders of the 100-second epochs they span (front-grants.ts). */
  const links = async () => {
    const epochs = (await fs.readdir(grants()).catch(() => [] as string[])).filter((name) => /^\d+$/.test(name));
    return (await Promise.all(epochs.map(async (epoch) => (await fs.readdir(path.join(grants(), epoch))).map((name) => path.join(grants(), epoch, name))))).flat();
  };
  const names = async () => [...new Set((await links()).map((link) => path.basename(link)))];

  it('writes a grant for an unmetered viewer, 30 to 60 s long, and none for a metered or refused one', async () => {
    const premium = await createUser(t.database.db, { tier: 'premium' });
    const free = await createUser(t.database.db);
    const url = await segmentUrl(premium.id, byTier.premium, '360p/seg_00002.ts');
    const allowed = await asked(url);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.body).toBe('');
    expect(allowed.headers['x-kora-cache-control']).toBe('private, max-age=86400, immutable');
    // The grant answers from now on: nginx keeps no decision of its own (a grant is taken back, a cached yes is not).
    expect(allowed.headers['x-accel-expires']).toBe('0');
    // nginx looks for <kind>.<id>.<user>.<expiry>.<signature>.hls, all read from the URL: a link to the file of
    // the moment the grant ends, which exists until then (-f follows the link, as nginx does).
    const [, , kind, id, user, expiry, signature] = url.split('/');
    const grant = `${kind}.${id}.${user}.${expiry}.${signature}.hls`;
    expect(await names()).toEqual([grant]);
    const [link] = await links();
    expect((await fs.stat(link as string)).isFile()).toBe(true);
    const ends = Number(path.basename(await fs.readlink(link as string)));
    const now = Date.now() / 1000;
    expect(ends).toBeGreaterThanOrEqual(now + 29);
    expect(ends).toBeLessThanOrEqual(now + 65);

    // A free viewer is charged per fetch (every one must reach Kora); a viewer without the tier is refused.
    const metered = await asked(await segmentUrl(free.id, byTier.free));
    expect(metered.statusCode).toBe(204);
    expect(metered.headers['x-accel-expires']).toBe('0');
    expect((await asked(await segmentUrl(free.id, byTier.premium))).statusCode).toBe(403);
    // A playlist of the prefix is covered by the same grant (the same signed prefix: a URL signed a second later
    // would carry another expiry, so another grant).
    const playlist = await asked(url.replace('360p/seg_00002.ts', '360p/index.m3u8'));
    expect([playlist.statusCode, playlist.headers['x-accel-expires']]).toEqual([204, '0']);
    expect(await names()).toEqual([grant]);
    // An expiry written another way (a leading zero, a sign) is not the URL Kora signed.
    expect((await asked(url.replace(`/${expiry}/`, `/0${expiry}/`))).statusCode).toBe(400);
    expect((await asked(url.replace(`/${expiry}/`, `/+${expiry}/`))).statusCode).toBe(400);
    // A poster is no grant's: answered, nothing written, so nginx may keep its decision a few seconds.
    const poster = await asked(await segmentUrl(premium.id, byTier.basic, 'poster.jpg'));
    expect([poster.statusCode, poster.headers['x-accel-expires']]).toEqual([204, '5']);
    expect(await names()).toEqual([grant]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type DownloadOptions, megabytesPerMinute, pathTo, type Playback, serverMessages, TIER_MAX_HEIGHT, TIERS } from '@kora/shared';
import { signedInAgent } from '../../../test/agent.js';
import { changeUser, createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { writeHlsFixture } from '../../../test/hls-fixture.js';
import { createTestAppWithEvents, type TestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';

/*
 * The plans' picture (TIER_MAX_HEIGHT): Premium and Famille are served a video's 1080p rung, Basic and the free tier
 * stop at 720p, on the playback answer (capped master, quality menu), on every signed file, and on downloads.
 */
let t: TestApp;
let events: DomainEvents;
let videoId: string;

beforeAll(async () => {
  ({ app: t, events } = await createTestAppWithEvents());
  const video = await createVideo(t.database.db, { title: 'En Full HD', tier: 'free', durationSeconds: 60 });
  await makePlayable(t.database.db, t.config.mediaDir, video.id, { renditions: await writeHlsFixture(t.config.mediaDir, video.id, { renditions: ['144p', '720p', '1080p'] }) });
  videoId = video.id;
});
afterAll(() => t.close());

const usedSeconds = async (userId: string) => (await t.database.db.select({ s: users.freeWatchSecondsUsed }).from(users).where(eq(users.id, userId)))[0]?.s;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const playbackOf = async (user: Awaited<ReturnType<typeof createUser>>) => {
  const res = await (await signedInAgent(t.app, user)).get<Playback>(pathTo(apiPaths.playback, { id: videoId }));
  expect(res.status).toBe(200);
  return res.body;
};
/** A file beside the signed master, under the same signature. */
const fileOf = (playback: Playback, file: string) => playback.masterUrl.replace(/master(?:-\d+p)?\.m3u8$/, file);

describe("a 1080p video and the plans' picture", () => {
  it('is served up to 1080p to Premium and Famille, up to 720p to Basic and the free tier, on the master and every file', async () => {
    for (const tier of TIERS) {
      const user = await createUser(t.database.db, { tier });
      const playback = await playbackOf(user);
      const full = TIER_MAX_HEIGHT[tier] >= 1080;
      expect(playback.renditions.map((r) => r.id), tier).toEqual(full ? ['144p', '720p', '1080p'] : ['144p', '720p']);
      expect(playback.masterUrl, tier).toMatch(full ? /\/master\.m3u8$/ : /\/master-720p\.m3u8$/);
      const master = await get(playback.masterUrl);
      expect(master.statusCode, tier).toBe(200);
      expect(master.body.includes('1080p/index.m3u8'), tier).toBe(full);
      expect(master.body, tier).toContain('720p/index.m3u8');
      expect((await get(fileOf(playback, '720p/seg_00001.ts'))).statusCode, tier).toBe(200);
      for (const file of ['1080p/seg_00001.ts', '1080p/index.m3u8']) {
        const res = await get(fileOf(playback, file));
        expect(res.statusCode, `${tier} ${file}`).toBe(full ? 200 : 403);
        if (!full) expect(res.json(), `${tier} ${file}`).toEqual({ code: 'forbidden', message: serverMessages.qualityAbovePlan });
      }
    }
  });

  it('charges a free viewer nothing for a refused 1080p segment', async () => {
    const user = await createUser(t.database.db, { freeWatch: { limitMinutes: 30 } });
    const playback = await playbackOf(user);
    for (let i = 0; i < 4; i += 1) expect((await get(fileOf(playback, `1080p/seg_0000${i}.ts`))).statusCode).toBe(403);
    expect(await usedSeconds(user.id)).toBe(0);
    // The same segments at 720p are charged: the refusal above was not for want of metering.
    for (let i = 0; i < 4; i += 1) expect((await get(fileOf(playback, `720p/seg_0000${i}.ts`))).statusCode).toBe(200);
    expect(await usedSeconds(user.id)).toBe(16);
  });

  it('serves every rung to admins and to the uploader, whatever their plan', async () => {
    const admin = await createUser(t.database.db, { accountType: 'admin' });
    expect((await playbackOf(admin)).renditions.map((r) => r.id)).toContain('1080p');
    const creator = await createUser(t.database.db, { accountType: 'creator' });
    const own = await createVideo(t.database.db, { tier: 'free', durationSeconds: 60, uploadedBy: creator.id });
    await makePlayable(t.database.db, t.config.mediaDir, own.id, { renditions: await writeHlsFixture(t.config.mediaDir, own.id, { renditions: ['144p', '1080p'] }) });
    const res = await (await signedInAgent(t.app, creator)).get<Playback>(pathTo(apiPaths.playback, { id: own.id }));
    expect(res.body.masterUrl).toMatch(/\/master\.m3u8$/);
    expect((await get(fileOf(res.body, '1080p/seg_00002.ts'))).statusCode).toBe(200);
  });

  it('refuses the 1080p files of a signed URL once its account falls to Basic', async () => {
    const user = await createUser(t.database.db, { tier: 'premium' });
    const playback = await playbackOf(user);
    expect((await get(fileOf(playback, '1080p/seg_00003.ts'))).statusCode).toBe(200);
    await changeUser(t.database.db, user.id, { subscriptionTier: 'basic' });
    await events.publish('user.changed', { userId: user.id });
    await expect.poll(async () => (await get(fileOf(playback, '1080p/seg_00004.ts'))).statusCode, { timeout: 2000 }).toBe(403);
    expect((await get(fileOf(playback, '720p/seg_00004.ts'))).statusCode).toBe(200);
  });

  it('serves the AV1 copies by the same rule: its capped master, and the copy of a rung above the plan refused', async () => {
    const video = await createVideo(t.database.db, { title: 'En AV1', tier: 'free', durationSeconds: 60 });
    await makePlayable(t.database.db, t.config.mediaDir, video.id, { renditions: await writeHlsFixture(t.config.mediaDir, video.id, { renditions: ['144p', '720p', '1080p'], av1UpTo: 1080 }) });
    for (const tier of ['basic', 'premium'] as const) {
      const res = await (await signedInAgent(t.app, await createUser(t.database.db, { tier }))).get<Playback>(pathTo(apiPaths.playback, { id: video.id }));
      const full = tier === 'premium';
      expect(res.body.av1MasterUrl, tier).toMatch(full ? /\/master-av1\.m3u8$/ : /\/master-av1-720p\.m3u8$/);
      const master = await get(res.body.av1MasterUrl!);
      expect(master.body.includes('1080p-av1/index.m3u8'), tier).toBe(full);
      expect(master.body, tier).toContain('720p-av1/index.m3u8');
      // Each rung's copy costs what it measured (the fixture's copies: 500 bit/s per line of picture).
      expect(res.body.renditions.map((r) => r.av1?.megabytesPerMinute), tier).toEqual(res.body.renditions.map((r) => (r.height ? megabytesPerMinute(r.height * 500) : undefined)));
      expect(res.body.renditions.map((r) => r.av1?.codecs), tier).toEqual(res.body.renditions.map((r) => (r.height ? 'av01.0.05M.08,mp4a.40.2' : undefined)));
      const av1File = (file: string) => res.body.av1MasterUrl!.replace(/master-av1(?:-\d+p)?\.m3u8$/, file);
      expect((await get(av1File('720p-av1/seg_00001.ts'))).statusCode, tier).toBe(200);
      const tall = await get(av1File('1080p-av1/seg_00001.ts'));
      expect(tall.statusCode, tier).toBe(full ? 200 : 403);
    }
    // A video without copies names no AV1 master.
    expect((await playbackOf(await createUser(t.database.db, { tier: 'premium' }))).av1MasterUrl).toBeUndefined();
  });

  it('names the AV1 master only to viewers whose every rung served has a copy: copies up to 720p leave 1080p viewers on H.264', async () => {
    const video = await createVideo(t.database.db, { title: 'AV1 jusqu’à 720p', tier: 'free', durationSeconds: 60 });
    await makePlayable(t.database.db, t.config.mediaDir, video.id, { renditions: await writeHlsFixture(t.config.mediaDir, video.id, { renditions: ['144p', '720p', '1080p'], av1UpTo: 720 }) });
    const of = async (tier: 'basic' | 'premium') => (await (await signedInAgent(t.app, await createUser(t.database.db, { tier }))).get<Playback>(pathTo(apiPaths.playback, { id: video.id }))).body;
    const basic = await of('basic');
    expect(basic.av1MasterUrl).toMatch(/\/master-av1-720p\.m3u8$/);
    expect((await get(basic.av1MasterUrl!)).statusCode).toBe(200);
    const premium = await of('premium');
    expect(premium.av1MasterUrl).toBeUndefined();
    expect(premium.masterUrl).toMatch(/\/master\.m3u8$/);
  });

  it('offers downloads of the rungs the plan serves', async () => {
    const user = await createUser(t.database.db, { tier: 'family' });
    const res = await (await signedInAgent(t.app, user)).get<DownloadOptions>(pathTo(apiPaths.downloadOptions, { id: videoId }));
    expect(res.status).toBe(200);
    expect(res.body.options.map((o) => o.rendition)).toEqual(['144p', '720p', '1080p']);
  });
});

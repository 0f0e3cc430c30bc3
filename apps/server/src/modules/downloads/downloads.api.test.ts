import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Download, type DownloadGrant, type DownloadOptions, downloadMessages, pathTo, type Tier } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { changeUser, changeVideo, createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { writeHlsFixture } from '../../../test/hls-fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestClock } from '../../../test/test-clock.js';
import { videoDownloads } from '../../db/schema/index.js';

const clock = createTestClock();
let t: TestApp;
let freeVideo: string;
let familyVideo: string;
const DAY_MS = 24 * 3600 * 1000;

async function publishedVideo(tier: Tier, durationSeconds = 60): Promise<string> {
  const row = await createVideo(t.database.db, { title: `À emporter ${tier}`, tier, durationSeconds });
  const renditions = await writeHlsFixture(t.config.mediaDir, row.id, { segments: 3 });
  await makePlayable(t.database.db, t.config.mediaDir, row.id, { renditions: renditions.map((r) => ({ ...r, averageBandwidth: r.bandwidth / 2 })) });
  return row.id;
}
const agentOf = async (tier: Tier, status: 'active' | 'inactive' = 'active') => {
  const user = await createUser(t.database.db, { tier, status });
  return { user, agent: await signedInAgent(t.app, user) };
};
const rowsOf = (userId: string) => t.database.db.select().from(videoDownloads).where(eq(videoDownloads.userId, userId));
const download = (agent: Agent, videoId: string, rendition = '360p') => agent.post<DownloadGrant & { message?: string; code?: string }>(pathTo(apiPaths.videoDownloads, { id: videoId }), { rendition });

beforeAll(async () => {
  // DOWNLOAD_DAYS and DOWNLOAD_LIMIT as set; sessions read afresh at every request, so a downgrade shows at once.
  t = await createTestApp({ DOWNLOAD_DAYS: '3', DOWNLOAD_LIMIT: '2', SESSION_CACHE_SECONDS: '0' }, undefined, undefined, { clock });
  freeVideo = await publishedVideo('free');
  familyVideo = await publishedVideo('family');
});
afterAll(() => t.close());

describe('who may download', () => {
  it('refuses free and basic subscribers (and lapsed premium) with the French message, for options and downloads, and counts nothing', async () => {
    for (const [tier, status] of [['free', 'inactive'], ['basic', 'active'], ['premium', 'inactive'], ['family', 'canceled']] as const) {
      const user = await createUser(t.database.db, { tier, status });
      const agent = await signedInAgent(t.app, user);
      const res = await download(agent, freeVideo);
      expect(res.status, `${tier}/${status}`).toBe(403);
      expect(res.body, `${tier}/${status}`).toMatchObject({ code: 'tier_required', message: downloadMessages.tierRequired });
      expect((await agent.get(pathTo(apiPaths.downloadOptions, { id: freeVideo }))).status).toBe(403);
      expect(await rowsOf(user.id)).toHaveLength(0);
    }
  });

  it('lets premium and family download; a premium subscriber not a family video', async () => {
    for (const tier of ['premium', 'family'] as const) {
      const { agent } = await agentOf(tier);
      expect((await download(agent, freeVideo)).status, tier).toBe(200);
    }
    const { agent } = await agentOf('premium');
    const res = await download(agent, familyVideo);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'tier_required', requiredTier: 'family' });
  });

  it('answers 404 for an unknown or withdrawn video, 400 for an unknown rung, 401 signed out', async () => {
    const { agent } = await agentOf('premium');
    expect((await download(agent, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const hidden = await publishedVideo('free');
    await changeVideo(t.database.db, hidden, { isActive: false });
    expect((await download(agent, hidden)).status).toBe(404);
    const unknown = await download(agent, freeVideo, '4320p');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(downloadMessages.unknownRendition);
    expect((await t.app.inject({ method: 'POST', url: pathTo(apiPaths.videoDownloads, { id: freeVideo }), payload: { rendition: '360p' } })).statusCode).toBe(401);
  });
});

describe('a download', () => {
  it('offers each rung with its size, then grants signed URLs of the rung that play, counted with its expiry', async () => {
    const { user, agent } = await agentOf('family');
    const options = await agent.get<DownloadOptions>(pathTo(apiPaths.downloadOptions, { id: freeVideo }));
    // 360p: 360,000 b/s peak, 180,000 measured × 60 s / 8.
    expect(options.body).toEqual({ days: 3, options: [{ rendition: '144p', height: 144, bytes: 540_000 }, { rendition: '360p', height: 360, bytes: 1_350_000 }], subtitles: [] });

    const res = await download(agent, freeVideo);
    expect(res.status).toBe(200);
    const { download: made, playlistUrl, segmentUrls } = res.body;
    expect(made).toMatchObject({ videoId: freeVideo, rendition: '360p', height: 360, bytes: 1_350_000, title: 'À emporter free' });
    expect(new Date(made.expiresAt).getTime() - clock.now().getTime()).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(new Date(made.expiresAt).getTime() - clock.now().getTime()).toBeLessThanOrEqual(3 * DAY_MS);
    expect(playlistUrl).toMatch(/^\/media\/video\/.+\/360p\/index\.m3u8$/);
    expect(segmentUrls).toHaveLength(3);
    expect(segmentUrls[0]).toMatch(/\/360p\/seg_00000\.ts$/);
    for (const url of [playlistUrl, ...segmentUrls]) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);

    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ videoId: freeVideo, rendition: '360p', bytes: 1_350_000, removedAt: null });
    expect(rows[0]?.sessionHash).toMatch(/\w{20,}/);
  });

  it('counts every download; a person keeps one copy of a video (the earlier one is removed)', async () => {
    const { user, agent } = await agentOf('premium');
    const first = (await download(agent, freeVideo, '144p')).body.download;
    const second = (await download(agent, freeVideo, '360p')).body.download;
    expect(await rowsOf(user.id)).toHaveLength(2);
    const list = await agent.get<Download[]>(apiPaths.downloads);
    expect(list.body.map((d) => d.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);
  });
});

describe('my downloads: list, renewal, removal', () => {
  it('lists only mine; someone else’s is 404 to renew and to delete', async () => {
    const owner = await agentOf('premium');
    const other = await agentOf('premium');
    const { id } = (await download(owner.agent, freeVideo)).body.download;
    expect((await other.agent.get<Download[]>(apiPaths.downloads)).body).toEqual([]);
    expect((await other.agent.post(pathTo(apiPaths.downloadRenewal, { id }))).status).toBe(404);
    expect((await other.agent.delete(pathTo(apiPaths.download, { id }))).status).toBe(404);
    expect((await owner.agent.get<Download[]>(apiPaths.downloads)).body.map((d) => d.id)).toEqual([id]);
  });

  it('renews for DOWNLOAD_DAYS from now, even after expiry, while the right holds', async () => {
    const { agent } = await agentOf('premium');
    const { id, expiresAt } = (await download(agent, freeVideo)).body.download;
    clock.advance(5 * DAY_MS);
    try {
      const renewed = await agent.post<Download>(pathTo(apiPaths.downloadRenewal, { id }));
      expect(renewed.status).toBe(200);
      expect(new Date(renewed.body.expiresAt).getTime()).toBeGreaterThan(new Date(expiresAt).getTime() + 4 * DAY_MS);
      expect(new Date(renewed.body.expiresAt).getTime()).toBeLessThanOrEqual(clock.now().getTime() + 3 * DAY_MS);
    } finally {
      clock.reset();
    }
  });

  it('refuses renewal after a downgrade, and removes the download', async () => {
    const { user, agent } = await agentOf('premium');
    const { id } = (await download(agent, freeVideo)).body.download;
    await changeUser(t.database.db, user.id, { subscriptionTier: 'basic' });
    const res = await agent.post(pathTo(apiPaths.downloadRenewal, { id }));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'tier_required', message: downloadMessages.renewalRefused });
    const [row] = await t.database.db.select().from(videoDownloads).where(and(eq(videoDownloads.id, id)));
    expect(row?.removedAt).not.toBeNull();
    expect((await agent.get<Download[]>(apiPaths.downloads)).body).toEqual([]);
  });

  it('refuses renewal once a pass has ended (the clock decides), and of a withdrawn video (404)', async () => {
    const { user, agent } = await agentOf('family');
    await changeUser(t.database.db, user.id, { subscriptionEndsAt: new Date(clock.now().getTime() + DAY_MS) });
    const { id } = (await download(agent, freeVideo)).body.download;
    const withdrawn = await publishedVideo('free');
    const second = (await download(agent, withdrawn)).body.download;
    await changeVideo(t.database.db, withdrawn, { isActive: false });
    expect((await agent.post(pathTo(apiPaths.downloadRenewal, { id: second.id }))).status).toBe(404);
    clock.advance(2 * DAY_MS);
    try {
      expect((await agent.post(pathTo(apiPaths.downloadRenewal, { id }))).status).toBe(403);
    } finally {
      clock.reset();
    }
  });

  it('deletes one of mine (then it is gone: 404 to delete again)', async () => {
    const { agent } = await agentOf('premium');
    const { id } = (await download(agent, freeVideo)).body.download;
    expect((await agent.delete(pathTo(apiPaths.download, { id })))).toMatchObject({ status: 200, body: { removed: true } });
    expect((await agent.get<Download[]>(apiPaths.downloads)).body).toEqual([]);
    expect((await agent.delete(pathTo(apiPaths.download, { id }))).status).toBe(404);
  });
});

describe('how many an account keeps', () => {
  it('refuses one more than DOWNLOAD_LIMIT valid downloads (409, nothing written); a new copy of a kept video, a deleted or an expired one frees a place', async () => {
    const { user, agent } = await agentOf('premium');
    const [a, b, c, d] = await Promise.all(['a', 'b', 'c', 'd'].map(() => publishedVideo('free')));
    expect((await download(agent, a as string)).status).toBe(200);
    const second = (await download(agent, b as string)).body.download;
    const refused = await download(agent, c as string);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'conflict', message: downloadMessages.limitReached(2) });
    expect((await rowsOf(user.id)).filter((r) => r.videoId === c)).toHaveLength(0);
    // Another quality of a video already kept replaces it: still two.
    expect((await download(agent, a as string, '144p')).status).toBe(200);
    expect((await agent.delete(pathTo(apiPaths.download, { id: second.id }))).status).toBe(200);
    expect((await download(agent, c as string)).status).toBe(200);
    expect((await download(agent, d as string)).status).toBe(409);
    // Downloads past their expiry (a phone lost, say) stop counting.
    clock.advance(4 * DAY_MS);
    try {
      expect((await download(agent, d as string)).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('lets only one of two devices asking at once take the last place', async () => {
    const { user, agent } = await agentOf('family');
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map(() => publishedVideo('free')));
    expect((await download(agent, a as string)).status).toBe(200);
    const statuses = (await Promise.all([download(agent, b as string), download(agent, c as string)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await rowsOf(user.id)).filter((r) => r.removedAt === null)).toHaveLength(2);
  });
});

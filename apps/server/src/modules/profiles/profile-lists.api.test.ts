import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Download, type Playback, pathTo, type Profile, type Video } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * Each person of an account has their own « Ma liste », « Continuer à regarder », resume positions and downloads;
 * the downloads' limit counts the account's, all profiles together. Deleting a profile deletes its lists only.
 */
let t: TestApp;
let account: Agent;
let awa: Profile;
let ibou: Profile;
const ids = { one: '', two: '' };

const select = async (profile: Profile) => expect((await account.post(pathTo(apiPaths.profileSelect, { id: profile.id }), {})).status).toBe(200);
const videoIdsAt = async (url: string) => (await account.get<Video[]>(url)).body.map((v) => v.id);
const resumeAt = async (id: string) => (await account.get<Playback>(pathTo(apiPaths.playback, { id }))).body.resumeAt;
const downloadedIds = async () => (await account.get<Download[]>(apiPaths.downloads)).body.map((d) => d.videoId);
const download = (id: string) => account.post(pathTo(apiPaths.videoDownloads, { id }), { rendition: '144p' });

beforeAll(async () => {
  // Two downloads per account, so the account's count shows across profiles.
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0', DOWNLOAD_LIMIT: '2' });
  for (const key of ['one', 'two'] as const) {
    const video = await createVideo(t.database.db, { title: `Conte ${key}`, category: 'Contes', durationSeconds: 600 });
    await makePlayable(t.database.db, t.config.mediaDir, video.id);
    ids[key] = video.id;
  }
  account = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium', firstName: 'Awa' }));
  awa = (await account.get<{ profiles: Profile[] }>(apiPaths.profiles)).body.profiles[0] as Profile;
  ibou = (await account.post<Profile>(apiPaths.profiles, { name: 'Ibou', avatar: 'lion' })).body;

  // Awa keeps a video in her list, stops a third of the way into it, and downloads it.
  await account.post(apiPaths.favorites, { videoId: ids.one });
  expect((await account.post(pathTo(apiPaths.progress, { id: ids.one }), { positionSeconds: 200 })).status).toBe(200);
  expect((await download(ids.one)).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('lists of one profile', () => {
  it('are not those of another profile of the same account', async () => {
    expect(await videoIdsAt(apiPaths.favorites)).toEqual([ids.one]);
    expect(await videoIdsAt(pathTo(apiPaths.videos, null, { section: 'continue' }))).toEqual([ids.one]);
    expect(await resumeAt(ids.one)).toBe(200);
    expect(await downloadedIds()).toEqual([ids.one]);

    await select(ibou);
    expect(await videoIdsAt(apiPaths.favorites)).toEqual([]);
    expect(await videoIdsAt(pathTo(apiPaths.videos, null, { section: 'continue' }))).toEqual([]);
    expect(await resumeAt(ids.one)).toBe(0);
    const home = (await account.get<Video[]>(apiPaths.videos)).body;
    expect(home.find((v) => v.id === ids.one)?.resumeAt).toBe(0);
    expect(await downloadedIds()).toEqual([]);
    expect((await account.get(pathTo(apiPaths.favoriteCheck, { id: ids.one }))).body).toEqual({ isFavorited: false });
  });

  it('grow apart: what the second profile adds stays its own', async () => {
    await select(ibou);
    await account.post(apiPaths.favorites, { videoId: ids.two });
    await account.post(pathTo(apiPaths.progress, { id: ids.two }), { positionSeconds: 90 });
    expect(await videoIdsAt(apiPaths.favorites)).toEqual([ids.two]);
    expect(await resumeAt(ids.two)).toBe(90);

    await select(awa);
    expect(await videoIdsAt(apiPaths.favorites)).toEqual([ids.one]);
    expect(await resumeAt(ids.two)).toBe(0);
    expect(await resumeAt(ids.one)).toBe(200);
  });

  it('count downloads for the account, and list them per profile', async () => {
    await select(ibou);
    // Ibou's copy of the video Awa keeps is his own, and takes the account's second place.
    expect((await download(ids.one)).status).toBe(200);
    expect(await downloadedIds()).toEqual([ids.one]);
    const third = await download(ids.two);
    expect(third.status).toBe(409);
    await select(awa);
    expect(await downloadedIds()).toEqual([ids.one]);
  });

  it('go with a deleted profile, and only its own', async () => {
    await select(awa);
    expect((await account.delete(pathTo(apiPaths.profileById, { id: ibou.id }))).status).toBe(200);
    expect(await videoIdsAt(apiPaths.favorites)).toEqual([ids.one]);
    expect(await resumeAt(ids.one)).toBe(200);
    expect(await downloadedIds()).toEqual([ids.one]);
    // Ibou's download went with him: the account has its second place back.
    expect((await download(ids.two)).status).toBe(200);

    ibou = (await account.post<Profile>(apiPaths.profiles, { name: 'Ibou', avatar: 'lion' })).body;
    await select(ibou);
    expect(await videoIdsAt(apiPaths.favorites)).toEqual([]);
    expect(await resumeAt(ids.two)).toBe(0);
    expect(await downloadedIds()).toEqual([]);
  });
});

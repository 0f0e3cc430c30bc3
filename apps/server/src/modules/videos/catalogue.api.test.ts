import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, catalogue, pathTo, serverMessages, type Video } from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { addViews, createUser, createVideo } from '../../../test/factories.js';
import { recordProgress } from '../../../test/factories/viewing.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let agent: Agent;
let userId: string;
const v: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  // Popular overall but quiet this week, versus fewer views all this week.
  v.classic = (await createVideo(db, { title: 'Le Grand Classique', category: 'Histoire', views: 500, createdAt: day(30) })).id;
  v.buzz = (await createVideo(db, { title: 'Le Buzz de la Semaine', category: 'Musique', views: 3, createdAt: day(2) })).id;
  await addViews(db, v.buzz, 3, 1);
  await addViews(db, v.classic, 2, 20);
  v.forest = (await createVideo(db, { title: 'Forêt Tropicale', description: 'Les arbres géants du Gabon.', category: 'Nature', tier: 'premium', createdAt: day(5) })).id;
  v.basic = (await createVideo(db, { title: 'Savane', category: 'Nature', tier: 'basic', createdAt: day(4) })).id;
  v.processing = (await createVideo(db, { title: 'En Préparation', category: 'Nature', status: 'processing' })).id;
  v.blocked = (await createVideo(db, { title: 'Bloquée', category: 'Nature', isActive: false })).id;
  for (let i = 0; i < 7; i += 1) await createVideo(db, { title: `Nature ${i}`, category: 'Nature', createdAt: day(10 + i) });
  const user = await createUser(db);
  userId = user.id;
  agent = await signedInAgent(t.app, user);
});
afterAll(() => t.close());

const titles = (videos: Video[]) => videos.map((x) => x.title);

describe('GET /api/videos', () => {
  it('needs a session', async () => {
    expect((await createAgent(t.app).get(apiPaths.videos)).status).toBe(401);
  });

  it('lists every listed video, newest first, never processing or blocked ones, with no media URL', async () => {
    const res = await agent.get<Video[]>(apiPaths.videos);
    expect(res.status).toBe(200);
    expect(titles(res.body)[0]).toBe('Le Buzz de la Semaine');
    expect(titles(res.body)).not.toContain('En Préparation');
    expect(titles(res.body)).not.toContain('Bloquée');
    expect(res.body).toHaveLength(11);
    expect(JSON.stringify(res.body)).not.toMatch(/m3u8|\/media\//);
  });

  it('trending ranks by views in the last 7 days, popular by views overall', async () => {
    expect(titles((await agent.get<Video[]>(pathTo(apiPaths.videos, null, { section: 'trending' }))).body)[0]).toBe('Le Buzz de la Semaine');
    expect(titles((await agent.get<Video[]>(pathTo(apiPaths.videos, null, { section: 'popular' }))).body)[0]).toBe('Le Grand Classique');
  });

  it('premium and basic list the videos requiring that tier', async () => {
    expect(titles((await agent.get<Video[]>(pathTo(apiPaths.videos, null, { section: 'premium' }))).body)).toEqual(['Forêt Tropicale']);
    expect(titles((await agent.get<Video[]>(pathTo(apiPaths.videos, null, { section: 'basic' }))).body)).toEqual(['Savane']);
  });

  it('continue lists what this user started and has not finished, with the resume position', async () => {
    await recordProgress(t.database.db, userId, v.classic as string, 20);
    await recordProgress(t.database.db, userId, v.buzz as string, 59);
    const res = await agent.get<Video[]>(pathTo(apiPaths.videos, null, { section: 'continue' }));
    expect(res.body.map((x) => [x.title, x.resumeAt])).toEqual([['Le Grand Classique', 20]]);
    const other = await signedInAgent(t.app, await createUser(t.database.db));
    expect((await other.get<Video[]>(pathTo(apiPaths.videos, null, { section: 'continue' }))).body).toEqual([]);
    // What was seen to the end is the history's « Déjà vus », this user's only.
    const watched = await agent.get<Video[]>(pathTo(apiPaths.videos, null, { section: 'watched' }));
    expect(watched.body.map((x) => [x.title, x.resumeAt])).toEqual([['Le Buzz de la Semaine', 59]]);
    expect((await other.get<Video[]>(pathTo(apiPaths.videos, null, { section: 'watched' }))).body).toEqual([]);
  });

  it('keeps resume positions personal although rows are shared between viewers', async () => {
    const [a, b] = [await createUser(t.database.db), await createUser(t.database.db)];
    await recordProgress(t.database.db, a.id, v.basic as string, 33);
    const resumeOf = async (user: typeof a) =>
      (await (await signedInAgent(t.app, user)).get<Video[]>(pathTo(apiPaths.videos, null, { section: 'basic' }))).body.map((x) => x.resumeAt);
    expect(await resumeOf(a)).toEqual([33]);
    expect(await resumeOf(b)).toEqual([0]);
  });

  it('refuses an unknown section', async () => {
    expect((await agent.get(pathTo(apiPaths.videos, null, { section: 'secret' }))).status).toBe(400);
  });
});

describe('GET /api/videos/{id} and /similar', () => {
  it('answers a listed video, 404 JSON for missing, blocked or processing ones, 400 for malformed ids', async () => {
    // replayOf null: not the replay of a live (the page then asks for no live chat).
    expect((await agent.get<Video>(pathTo(apiPaths.video, { id: v.forest ?? '' }))).body).toMatchObject({ title: 'Forêt Tropicale', requiredTier: 'premium', status: 'ready', replayOf: null });
    for (const id of [v.blocked, v.processing, '00000000-0000-4000-8000-000000000000']) {
      const res = await agent.get(pathTo(apiPaths.video, { id: id ?? '' }));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: serverMessages.videoNotFound, code: 'not_found' });
    }
    const malformed = await agent.get(pathTo(apiPaths.video, { id: 'pas-un-id' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'validation_error', fieldErrors: { id: 'Identifiant invalide' } });
  });

  it('gives at most 6 listed videos of the same category, without the current one', async () => {
    const res = await agent.get<Video[]>(pathTo(apiPaths.similarVideos, null, { category: 'Nature', exclude: v.forest }));
    expect(res.body.length).toBe(catalogue.similarMax);
    expect(res.body.every((x) => x.category === 'Nature' && x.id !== v.forest && x.status === 'ready' && x.isActive)).toBe(true);
  });
});

describe('GET /api/videos/search', () => {
  it.each(['foret', 'FORÊT', 'forte', 'tropicale', 'gabon'])('finds « Forêt Tropicale » for %s', async (q) => {
    const res = await agent.get<Video[]>(pathTo(apiPaths.searchVideos, null, { q }));
    expect(titles(res.body)[0]).toBe('Forêt Tropicale');
  });

  it('finds nothing for unrelated words, and ignores one-letter queries', async () => {
    expect((await agent.get<Video[]>(pathTo(apiPaths.searchVideos, null, { q: 'ordinateur' }))).body).toEqual([]);
    expect((await agent.get<Video[]>(pathTo(apiPaths.searchVideos, null, { q: 'f' }))).body).toEqual([]);
  });
});

describe('favourites', () => {
  it('adds, checks, lists and removes, each idempotent', async () => {
    const check = async () => (await agent.get<{ isFavorited: boolean }>(pathTo(apiPaths.favoriteCheck, { id: v.basic ?? '' }))).body.isFavorited;
    expect(await check()).toBe(false);
    for (let i = 0; i < 2; i += 1) expect((await agent.post(apiPaths.favorites, { videoId: v.basic })).body).toEqual({ isFavorited: true });
    expect(await check()).toBe(true);
    expect(titles((await agent.get<Video[]>(apiPaths.favorites)).body)).toEqual(['Savane']);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'DELETE', url: pathTo(apiPaths.favorite, { id: v.basic ?? '' }), headers: { cookie: `kora_sid=${agent.cookie()}` } });
      expect(res.json()).toEqual({ isFavorited: false });
    }
    expect(await check()).toBe(false);
    expect((await agent.get<Video[]>(apiPaths.favorites)).body).toEqual([]);
  });

  it('refuses unknown or unlisted videos, and a missing id', async () => {
    expect((await agent.post(apiPaths.favorites, { videoId: v.blocked })).status).toBe(404);
    expect((await agent.post(apiPaths.favorites, { videoId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await agent.post(apiPaths.favorites, { videoId: 'nope' })).status).toBe(400);
    expect((await agent.post(apiPaths.favorites, {})).body).toMatchObject({ code: 'validation_error', fieldErrors: { videoId: 'Vidéo requise' } });
    expect((await createAgent(t.app).get(apiPaths.favorites)).status).toBe(401);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, creatorLimits, type CreatorStats, pathTo } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo } from '../../../test/factories.js';
import { createLive } from '../../../test/factories/admin.js';
import { follow } from '../../../test/factories/creators.js';
import { ageProgress, firstProfileId, recordViews, recordWatch } from '../../../test/factories/viewing.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { videoViews, watchDaily, watchProgress } from '../../db/schema/index.js';
import { createWatchTimeRepository } from '../playback/watch-time.repository.js';

/*
 * The creator dashboard's figures (GET /api/creator/stats) against figures computed by hand from
 * events seeded at chosen days, and how the events are recorded: a counted view carries its
 * video's creator, a saved resume position credits the seconds really watched to watch_daily.
 */
let t: TestApp;
let creator: Agent;
let creatorId: string;
let otherId: string;
/** Today (UTC) as PostgreSQL sees it, so the expected days match the query's. */
let today: Date;

const db = () => t.database.db;
const dayOf = (daysAgo: number) => new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function viewer() {
  return createUser(db());
}

async function seedViews(videoId: string, creator: string, daysAgo: number, count: number) {
  const viewedAt = new Date(Date.now() - daysAgo * 86_400_000);
  for (let i = 0; i < count; i += 1) await recordViews(db(), [{ userId: (await viewer()).id, videoId, creatorId: creator, viewedAt }]);
}

async function seedWatch(videoId: string, creator: string, daysAgo: number, seconds: number) {
  await recordWatch(db(), [{ userId: (await viewer()).id, videoId, creatorId: creator, day: dayOf(daysAgo), seconds }]);
}

beforeAll(async () => {
  t = await createTestApp();
  const c = await createUser(db(), { accountType: 'creator' });
  creatorId = c.id;
  creator = await signedInAgent(t.app, c);
  otherId = (await createUser(db(), { accountType: 'creator' })).id;
  const [row] = (await db().execute<{ today: string }>(sql`select to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as today`)).rows;
  today = new Date(`${row?.today}T00:00:00Z`);
});
afterAll(() => t.close());

describe('GET /api/creator/stats', () => {
  it('answers zeros and 28 empty days for a new channel', async () => {
    const fresh = await signedInAgent(t.app, await createUser(db(), { accountType: 'creator' }));
    const stats = (await fresh.get<CreatorStats>(apiPaths.creatorStats)).body;
    expect(stats).toMatchObject({ totalVideos: 0, totalLiveStreams: 0, totalViews: 0, totalSubscribers: 0, weeklyViews: 0, newSubscribers: 0, watchTime: 0, topVideos: [] });
    expect(stats.daily).toHaveLength(creatorLimits.chartDays);
    expect(stats.daily.every((d) => d.views === 0 && d.watchHours === 0)).toBe(true);
  });

  it('computes every figure from the seeded events, days without any shown as zeros', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const mine = {
      a: await createVideo(db(), { uploadedBy: creatorId, views: 10, title: 'A', createdAt: at(9) }),
      b: await createVideo(db(), { uploadedBy: creatorId, views: 5, title: 'B', createdAt: at(8) }),
      failed: await createVideo(db(), { uploadedBy: creatorId, status: 'failed', title: 'Échouée', createdAt: at(7) }),
      processing: await createVideo(db(), { uploadedBy: creatorId, status: 'processing', title: 'En cours', createdAt: at(6) }),
      blocked: await createVideo(db(), { uploadedBy: creatorId, isActive: false, views: 3, title: 'Bloquée', createdAt: at(5) }),
      c: await createVideo(db(), { uploadedBy: creatorId, views: 7, title: 'C', createdAt: at(4) }),
      d: await createVideo(db(), { uploadedBy: creatorId, views: 1, title: 'D', createdAt: at(3) }),
      never: await createVideo(db(), { uploadedBy: creatorId, title: 'Jamais vue', createdAt: at(30) }),
    };
    const theirs = await createVideo(db(), { uploadedBy: otherId, views: 1000 });
    await createLive(db(), creatorId, 'approved');
    await createLive(db(), creatorId, 'rejected');
    await createLive(db(), otherId, 'approved');

    await seedViews(mine.a.id, creatorId, 0, 3);
    await seedViews(mine.b.id, creatorId, 2, 2);
    await seedViews(mine.c.id, creatorId, 10, 4);
    await seedViews(mine.a.id, creatorId, creatorLimits.chartDays - 1, 1);
    await seedViews(mine.a.id, creatorId, creatorLimits.chartDays, 5);
    await seedViews(theirs.id, otherId, 0, 6);

    await seedWatch(mine.a.id, creatorId, 0, 1800);
    await seedWatch(mine.b.id, creatorId, 0, 1800);
    await seedWatch(mine.c.id, creatorId, 2, 960);
    await seedWatch(mine.a.id, creatorId, 40, 7260);
    await seedWatch(theirs.id, otherId, 0, 36_000);

    for (const [follower, days] of [[await viewer(), 0], [await viewer(), 3], [await viewer(), 10]] as const) await follow(db(), follower.id, creatorId, days);
    await follow(db(), (await viewer()).id, otherId);

    const stats = (await creator.get<CreatorStats>(apiPaths.creatorStats)).body;
    expect(stats).toMatchObject({
      // Every video but the failed one; views are the videos' counters.
      totalVideos: 7,
      totalLiveStreams: 2,
      totalViews: 10 + 5 + 3 + 7 + 1,
      totalSubscribers: 3,
      newSubscribers: 2,
      weeklyViews: 3 + 2,
      // Over the chart's 28 days: (1800 + 1800 + 960) s = 1.27 h; the 7260 s of 40 days ago are out.
      watchTime: 1.3,
    });
    expect(stats.topVideos).toEqual([
      { id: mine.a.id, title: 'A', views: 10 },
      { id: mine.c.id, title: 'C', views: 7 },
      { id: mine.b.id, title: 'B', views: 5 },
      { id: mine.blocked.id, title: 'Bloquée', views: 3 },
      { id: mine.d.id, title: 'D', views: 1 },
    ]);
    const expected = Array.from({ length: creatorLimits.chartDays }, (_, i) => ({ day: dayOf(creatorLimits.chartDays - 1 - i), views: 0, watchHours: 0 }));
    const set = (daysAgo: number, views: number, watchHours: number) => Object.assign(expected[creatorLimits.chartDays - 1 - daysAgo] as object, { views, watchHours });
    set(0, 3, 1);
    set(2, 2, 0.27);
    set(10, 4, 0);
    set(creatorLimits.chartDays - 1, 1, 0);
    expect(stats.daily).toEqual(expected);
  });

  it('is for creators and admins', async () => {
    const simple = await signedInAgent(t.app, await createUser(db()));
    expect((await simple.get(apiPaths.creatorStats)).status).toBe(403);
  });
});

describe('recording what the figures count', () => {
  it('stamps a counted view with its video’s creator', async () => {
    const video = await createVideo(db(), { uploadedBy: otherId });
    const watcher = await signedInAgent(t.app, await createUser(db()));
    expect((await watcher.get(pathTo(apiPaths.playback, { id: video.id }))).status).toBe(200);
    const rows = await db().select().from(videoViews).where(eq(videoViews.videoId, video.id));
    expect(rows.map((r) => r.creatorId)).toEqual([otherId]);
  });

  it('credits watch_daily with the position’s advance, never more than the time since the previous write', async () => {
    const video = await createVideo(db(), { uploadedBy: creatorId, durationSeconds: 600 });
    const user = await createUser(db());
    const watcher = await signedInAgent(t.app, user);
    const progress = pathTo(apiPaths.progress, { id: video.id });
    const repository = createWatchTimeRepository(db());
    const credited = async () => {
      const [row] = await db().select().from(watchDaily).where(and(eq(watchDaily.userId, user.id), eq(watchDaily.videoId, video.id)));
      return row;
    };
    /** The previous write happened `seconds` ago. */
    const writtenAgo = (seconds: number) => ageProgress(db(), user.id, video.id, seconds);
    const viewer = { userId: user.id, profileId: await firstProfileId(db(), user.id) };

    // First write (through the API): its position, at most one reporting period (10 s).
    expect((await watcher.post(progress, { positionSeconds: 42 })).body).toEqual({ saved: true });
    expect(await credited()).toMatchObject({ creatorId, day: dayOf(0), seconds: 10 });
    // Too soon: not written, nothing credited.
    expect((await watcher.post(progress, { positionSeconds: 60 })).body).toEqual({ saved: false });
    expect((await credited())?.seconds).toBe(10);
    // 30 s later, 20 s further: 20 s.
    await writtenAgo(30);
    expect(await repository.saveProgress(viewer, video.id, 62, 10)).toBe(true);
    expect((await credited())?.seconds).toBe(30);
    // 12 s later, 300 s further (a seek): the 12 s elapsed, +1.
    await writtenAgo(12);
    await repository.saveProgress(viewer, video.id, 362, 10);
    expect((await credited())?.seconds).toBeCloseTo(43, 0);
    // Backwards (a replay of an earlier part): nothing.
    await writtenAgo(60);
    await repository.saveProgress(viewer, video.id, 100, 10);
    expect((await credited())?.seconds).toBeCloseTo(43, 0);
    expect((await db().select().from(watchProgress).where(and(eq(watchProgress.profileId, viewer.profileId), eq(watchProgress.videoId, video.id))))[0]?.positionSeconds).toBe(100);
  });
});

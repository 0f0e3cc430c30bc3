import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type CreatorChannel, type CreatorProfile, type CreatorStats, pathTo } from '@kora/shared';
import { signedInAgent } from '../../test/agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createVideoLifecycleRepository } from '../modules/videos/video-lifecycle.repository.js';
import { createUsersRepository } from '../modules/users/users.repository.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoChannel } from './demo-channel.js';
import { creatorApplications, creatorFollows, videoViews } from './schema/index.js';
import { seedDemoData } from './seed.js';

/* The demo creator's channel: approved with a profile, followers, four weeks of figures; seeded once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(createUsersRepository(t.database.db));
  await seedDemoCatalogue(createVideoLifecycleRepository(t.database.db));
});
afterAll(() => t.close());

describe('seedDemoChannel', () => {
  it('gives the demo creator an approved channel with history, once, and gratuit@kora.demo nothing', async () => {
    expect(await seedDemoChannel(t.database.db)).toBe(true);
    const creator = await signedInAgent(t.app, { email: 'createur@kora.demo', password: 'kora-demo' });
    expect((await creator.get(apiPaths.creatorApplicationStatus)).body).toMatchObject({ status: 'approved' });
    expect((await creator.get<CreatorProfile>(apiPaths.creatorProfile)).body).toMatchObject({ businessName: 'Sahel Sessions', categories: ['Musique', 'Cuisine', 'Éducation'] });
    const stats = (await creator.get<CreatorStats>(apiPaths.creatorStats)).body;
    expect(stats).toMatchObject({ totalVideos: 3, totalSubscribers: 3, totalLiveStreams: 0 });
    expect(stats.totalViews).toBeGreaterThan(100);
    expect(stats.watchTime).toBeGreaterThan(0);
    expect(stats.daily.filter((d) => d.views > 0).length).toBeGreaterThanOrEqual(25);
    expect(stats.daily.at(-1)).toMatchObject({ views: 0 });
    expect(stats.topVideos).toHaveLength(3);

    const views = await t.database.db.$count(videoViews);
    expect(await seedDemoChannel(t.database.db)).toBe(false);
    expect(await t.database.db.$count(videoViews)).toBe(views);
    expect(await t.database.db.$count(creatorFollows)).toBe(3);

    const gratuit = await signedInAgent(t.app, { email: 'gratuit@kora.demo', password: 'kora-demo' });
    expect((await gratuit.get(apiPaths.creatorApplicationStatus)).body).toMatchObject({ status: 'none' });
    const me = (await creator.get<{ id: string }>(apiPaths.authUser)).body;
    expect((await gratuit.get<CreatorChannel>(pathTo(apiPaths.creator, { id: me.id }))).body).toMatchObject({ businessName: 'Sahel Sessions', followers: 3, following: false });
    expect(await t.database.db.select().from(creatorApplications).where(eq(creatorApplications.userId, me.id))).toHaveLength(1);
  });
});

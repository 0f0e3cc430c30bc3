import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type CreatorChannel, type CreatorEarnings, type CreatorProfile, type CreatorStats, pathTo, type SponsorshipStats } from '@kora/shared';
import { signedInAgent } from '../../test/agent.js';
import { makePlayable } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createVideoLifecycleRepository } from '../modules/videos/video-lifecycle.repository.js';
import { createUsersRepository } from '../modules/users/users.repository.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoChannel } from './demo-channel.js';
import { seedDemoSponsorships } from './demo-sponsorships.js';
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

describe('seedDemoSponsorships', () => {
  it('gives the demo channel a month of paid sponsorships through the ledger, once: most are past their hold', async () => {
    await seedDemoChannel(t.database.db);
    expect(await seedDemoSponsorships(t.database.db, t.config)).toBe(5);
    expect(await seedDemoSponsorships(t.database.db, t.config)).toBe(0);
    const creator = await signedInAgent(t.app, { email: 'createur@kora.demo', password: 'kora-demo' });
    const earnings = (await creator.get<CreatorEarnings>(apiPaths.creatorEarnings)).body;
    expect(earnings.sponsorships).toHaveLength(5);
    // 9 500 FCFA gross less 10 %: 8 550; the 1 500 of three days ago (1 350 net) is still held.
    expect(earnings.balances.find((b) => b.currency === 'XOF')).toMatchObject({ earned: 8550, pending: 1350, available: 7200 });
    expect(earnings.balances.find((b) => b.currency === 'EUR')).toMatchObject({ earned: 450, available: 450 });
    expect(earnings.weeks.filter((w) => w.amounts.length > 0).length).toBeGreaterThanOrEqual(3);
    // The concert's replay, once prepared (its transcode is not run here), shows its two sponsorships.
    await makePlayable(t.database.db, t.config.mediaDir, '0d5e3c1a-0011-4000-8000-00000000c011', { renditions: [] });
    const stats = (await creator.get<SponsorshipStats>(pathTo(apiPaths.sponsorshipStats, { id: '0d5e3c1a-0011-4000-8000-00000000c011' }))).body;
    expect(stats).toMatchObject({ count: 2, total: 7000, currency: 'XOF' });
    expect(stats.messages.map((m) => m.sponsorName)).toHaveLength(2);
  });
});

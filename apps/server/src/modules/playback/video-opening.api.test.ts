import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, canAccessTier, pathTo, type Playback, type Tier, TIERS, type VideoOpening } from '@kora/shared';
import { createAgent, signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
const byTier = {} as Record<Tier, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const tier of TIERS) {
    const row = await createVideo(t.database.db, { title: `Ouverture ${tier}`, tier, durationSeconds: 60 });
    await makePlayable(t.database.db, t.config.mediaDir, row.id);
    byTier[tier] = row.id;
  }
});
afterAll(() => t.close());

const opening = (id: string) => pathTo(apiPaths.videoOpening, { id });

describe("a video page's opening read", () => {
  it('answers the video and the playback the playback route hands out, or null where that route refuses', async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const agent = await signedInAgent(t.app, user);
    for (const required of TIERS) {
      const res = await agent.get<VideoOpening>(opening(byTier[required]));
      expect(res.status, required).toBe(200);
      // The video as its route answers it, read before the playback the opening handed out counted a view.
      const views = res.body.playback ? 1 : 0;
      expect({ ...res.body.video, views: res.body.video.views + views }, required).toEqual((await agent.get(pathTo(apiPaths.video, { id: byTier[required] }))).body);
      const route = await agent.get<Playback>(pathTo(apiPaths.playback, { id: byTier[required] }));
      if (canAccessTier('basic', required)) {
        expect(route.status, required).toBe(200);
        // Signed the same way (the expiry may be a second apart).
        expect(res.body.playback?.renditions, required).toEqual(route.body.renditions);
        expect(res.body.playback?.masterUrl, required).toMatch(new RegExp(`^/media/video/${byTier[required]}/.+/master\\.m3u8$`));
        expect((await t.app.inject({ method: 'GET', url: res.body.playback?.masterUrl ?? '' })).statusCode, required).toBe(200);
      } else {
        expect(route.status, required).toBe(403);
        expect(res.body.playback, required).toBeNull();
      }
    }
  });

  it('holds no playback for a free viewer whose allowance is spent, and refuses as the video route does', async () => {
    const spent = await createUser(t.database.db, { freeWatch: { limitMinutes: 120, usedMinutes: 120 } });
    const agent = await signedInAgent(t.app, spent);
    const res = await agent.get<VideoOpening>(opening(byTier.free));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ video: { id: byTier.free }, playback: null });
    expect((await agent.get(pathTo(apiPaths.playback, { id: byTier.free }))).body).toMatchObject({ code: 'watch_time_exhausted' });
    // A video being prepared: the page, without playback (the playback route says it is not ready).
    const processing = await createVideo(t.database.db, { status: 'processing' });
    expect((await agent.get(opening(processing.id))).status).toBe(404);
    const admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
    expect((await admin.get<VideoOpening>(opening(processing.id))).body).toMatchObject({ video: { id: processing.id }, playback: null });
    expect((await agent.get(opening('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await agent.get(opening('pas-un-id'))).status).toBe(400);
    expect((await createAgent(t.app).get(opening(byTier.free))).status).toBe(401);
  });
});

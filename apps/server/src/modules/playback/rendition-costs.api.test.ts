import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, pathTo, type Playback } from '@kora/shared';
import { signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { writeHlsFixture } from '../../../test/hls-fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/videos/:id/playback, Mo/min', () => {
  it('gives each rung its measured mean cost, rising with quality even where the 720p encode weighs less than the 480p', async () => {
    const video = await createVideo(t.database.db, { title: 'Coûts', tier: 'free', durationSeconds: 60 });
    await writeHlsFixture(t.config.mediaDir, video.id, { renditions: ['144p', '360p', '480p', '720p'] });
    // A demo video's measured master: AVERAGE-BANDWIDTH well under the declared peaks, and 720p under 480p.
    const renditions = [
      { id: '144p', height: 144, bandwidth: 211_312, averageBandwidth: 204_895, playlist: '144p/index.m3u8' },
      { id: '360p', height: 360, bandwidth: 651_232, averageBandwidth: 611_828, playlist: '360p/index.m3u8' },
      { id: '480p', height: 480, bandwidth: 1_132_136, averageBandwidth: 1_025_678, playlist: '480p/index.m3u8' },
      { id: '720p', height: 720, bandwidth: 2_050_400, averageBandwidth: 791_054, playlist: '720p/index.m3u8' },
      { id: 'audio', height: null, bandwidth: 73_500, averageBandwidth: 72_792, playlist: 'audio/index.m3u8' },
    ];
    await makePlayable(t.database.db, t.config.mediaDir, video.id, { renditions });
    const agent = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
    const res = await agent.get<Playback>(pathTo(apiPaths.playback, { id: video.id }));
    expect(res.status).toBe(200);
    expect(res.body.renditions.map((r) => [r.id, r.megabytesPerMinute])).toEqual([
      ['144p', 1.5],
      ['360p', 4.6],
      ['480p', 7.7],
      ['720p', 7.7],
      ['audio', 0.5],
    ]);
    const video720 = res.body.renditions.find((r) => r.id === '720p');
    expect(video720?.bandwidth).toBe(2_050_400);
  });
});

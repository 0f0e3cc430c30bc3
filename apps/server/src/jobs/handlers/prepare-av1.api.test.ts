import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, pathTo, type Playback } from '@kora/shared';
import { signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { videos } from '../../db/schema/index.js';
import { generateDemoSource } from '../../media/demo-source.js';
import { createSubtitlesRepository } from '../../modules/subtitles/subtitles.repository.js';
import { createVideoLifecycleRepository } from '../../modules/videos/video-lifecycle.repository.js';
import { wantsAv1Copies } from './prepare-av1.js';

const run = promisify(execFile);

/*
 * The AV1 pass on real media, through the PostgreSQL queue: an upload-like video (a kept file) is prepared in H.264,
 * listed, then gets AV1 copies of its rungs and AV1 masters in the background; a real HLS client reads them through
 * the running server. A 9 s 240p zoom into the Mandelbrot set keeps it to two rungs, where AV1 saves about 30 %.
 */
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ AV1_COPIES: 'true' });
  await t.startWorker();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.database.db.select().from(videos).where(eq(videos.id, id)))[0];

describe('video.av1', () => {
  it('adds AV1 copies of every rung and AV1 masters, subtitles included, which a real HLS client plays', { timeout: 240_000 }, async () => {
    const file = path.join(t.config.dataDir, `${randomUUID()}.mp4`);
    await generateDemoSource({ outFile: file, seconds: 9, pattern: 'mandelbrot', frequencyHz: 330, width: 426, height: 240 });
    const lifecycle = createVideoLifecycleRepository(t.database.db);
    const [video] = await lifecycle.insert([{ id: randomUUID(), title: 'Fractale', ageRating: 'tous', source: { kind: 'file', path: file } }]);
    const id = video!.id;
    await createSubtitlesRepository(t.database.db).replace({ videoId: id, language: 'fr', label: null, uploadedBy: null }, [{ startMs: 1000, endMs: 3000, text: 'Bonjour' }]);
    await lifecycle.setSubtitles(id, [{ language: 'fr', label: null }]);
    await t.jobs.send('video.prepare', { videoId: id }, id);
    await expect.poll(async () => (await rowOf(id))?.renditions.some((r) => r.av1), { timeout: 220_000, interval: 1000 }).toBe(true);

    const ready = await rowOf(id);
    expect(ready?.renditions.map((r) => [r.id, r.av1?.playlist])).toEqual([
      ['144p', '144p-av1/index.m3u8'],
      ['240p', '240p-av1/index.m3u8'],
      ['audio', undefined],
    ]);
    const agent = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
    const { body } = await agent.get<Playback>(pathTo(apiPaths.playback, { id }));
    expect(body.av1MasterUrl).toMatch(/\/master-av1\.m3u8$/);
    for (const rung of body.renditions.filter((r) => r.height !== null)) {
      expect(rung.av1?.codecs).toMatch(/^av01\.0\.\d\dM\.08,mp4a\.40\.2$/);
      expect(rung.av1!.megabytesPerMinute).toBeLessThan(rung.megabytesPerMinute);
    }
    const master = await t.app.inject({ method: 'GET', url: body.av1MasterUrl! });
    expect(master.body).toMatch(/#EXT-X-MEDIA:TYPE=SUBTITLES,.*LANGUAGE="fr".*URI="subs-fr\/index\.m3u8"/);
    expect(master.body.match(/CODECS="av01\.0\.\d\dM\.08,mp4a\.40\.2"/g)).toHaveLength(2);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,height', '-of', 'json', `${baseUrl}${body.av1MasterUrl}`]);
    const streams = (JSON.parse(stdout) as { streams: Array<{ codec_name: string; height?: number }> }).streams;
    expect(new Set(streams.filter((s) => s.codec_name === 'av1').map((s) => s.height))).toEqual(new Set([144, 240]));
    expect(streams.some((s) => s.codec_name === 'h264')).toBe(false);
    // The H.264 master is as it was: browsers without AV1 play it.
    expect((await t.app.inject({ method: 'GET', url: body.masterUrl })).body).not.toContain('av01');
  });
});

describe('wantsAv1Copies', () => {
  const ready = { status: 'ready' as const, source: { kind: 'stored' as const, key: 'k' }, renditions: [{ id: '144p', height: 144, bandwidth: 1, playlist: '144p/index.m3u8', container: 'fmp4' as const }] };

  it('takes a ready upload or import in CMAF without copies', () => {
    expect(wantsAv1Copies(ready)).toBe(true);
    expect(wantsAv1Copies({ ...ready, source: { kind: 'url', url: 'https://example.org/v.mp4' } })).toBe(true);
  });

  it('leaves demo patterns, live replays, older MPEG-TS media, videos not ready and videos that have copies', () => {
    expect(wantsAv1Copies({ ...ready, source: { kind: 'demo', pattern: 'testsrc2', seconds: 6, frequencyHz: 440 } })).toBe(false);
    expect(wantsAv1Copies({ ...ready, source: { kind: 'live', liveId: randomUUID() } })).toBe(false);
    expect(wantsAv1Copies({ ...ready, renditions: [{ ...ready.renditions[0]!, container: undefined }] })).toBe(false);
    expect(wantsAv1Copies({ ...ready, status: 'processing' })).toBe(false);
    expect(wantsAv1Copies({ ...ready, renditions: [{ ...ready.renditions[0]!, av1: { playlist: 'p', bandwidth: 1, averageBandwidth: 1, codecs: 'c' } }] })).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, type AdminVideoPage, apiPaths, pathTo, type Playback } from '@kora/shared';
import { signedInAgent } from '../../../test/agent.js';
import { createUser, makePlayable } from '../../../test/factories.js';
import { recordProgress } from '../../../test/factories/viewing.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { videos } from '../../db/schema/index.js';
import { createSubtitlesRepository } from '../../modules/subtitles/subtitles.repository.js';
import { createVideoLifecycleRepository } from '../../modules/videos/video-lifecycle.repository.js';
import { defaultDownloadPolicy } from '../../net/safe-download.js';
import { hlsPrefixOf } from '../../storage/media-storage.js';
import { scratchDirOf } from '../workers.js';
import { prepareVideoJob } from './prepare-video.js';

const run = promisify(execFile);

/*
 * The whole pipeline on real media: a job through the PostgreSQL queue generates a short
 * demo source with ffmpeg, transcodes it to the HLS ladder and publishes it; then ffprobe,
 * a real HLS client, reads it through the running server with a signed URL.
 */
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.startWorker();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(() => t.close());

describe('video.prepare', () => {
  it('publishes a demo video to every rendition up to its source, playable by a real HLS client', { timeout: 120_000 }, async () => {
    const [video] = await createVideoLifecycleRepository(t.database.db).insert([{ id: randomUUID(), title: 'Essai', ageRating: 'tous', source: { kind: 'demo', pattern: 'testsrc2', seconds: 6, frequencyHz: 440 } }]);
    const id = video?.id as string;
    // A track it already has (a demo video's, seeded; a video prepared again) is written into the new folder.
    const cues = [{ startMs: 1000, endMs: 3000, text: 'Bonjour' }];
    await createSubtitlesRepository(t.database.db).replace({ videoId: id, language: 'fr', label: null, uploadedBy: null }, cues);
    await createVideoLifecycleRepository(t.database.db).setSubtitles(id, [{ language: 'fr', label: null }]);
    await t.jobs.send('video.prepare', { videoId: id }, id);
    await expect
      .poll(async () => (await t.database.db.select().from(videos).where(eq(videos.id, id)))[0]?.status, { timeout: 100_000, interval: 500 })
      .toBe('ready');
    const [ready] = await t.database.db.select().from(videos).where(eq(videos.id, id));
    expect(ready?.renditions.map((r) => r.id)).toEqual(['144p', '240p', '360p', '480p', '720p', 'audio']);
    expect(ready?.durationSeconds).toBeGreaterThanOrEqual(5);

    const agent = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
    const { body } = await agent.get<Playback>(pathTo(apiPaths.playback, { id }));
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,height', '-of', 'json', `${baseUrl}${body.masterUrl}`]);
    const streams = (JSON.parse(stdout) as { streams: Array<{ codec_name: string; height?: number }> }).streams;
    expect(new Set(streams.filter((s) => s.codec_name === 'h264').map((s) => s.height))).toEqual(new Set([144, 240, 360, 480, 720]));
    expect(streams.some((s) => s.codec_name === 'aac')).toBe(true);
    // Prepared in CMAF: fMP4 fragments after an init segment, H.264 High (avc1.64…) at every rung.
    const rung = await t.app.inject({ method: 'GET', url: body.masterUrl.replace(/master\.m3u8$/, '144p/index.m3u8') });
    expect(rung.body).toMatch(/^#EXT-X-MAP:URI="init_144p\.mp4"$/m);
    expect(rung.body).toMatch(/^seg_00000\.m4s$/m);
    // ffmpeg's HLS reader skips subtitle renditions: the master's text and the track's file say they are there.
    const master = await t.app.inject({ method: 'GET', url: body.masterUrl });
    expect(master.body).toMatch(/#EXT-X-MEDIA:TYPE=SUBTITLES,.*LANGUAGE="fr".*URI="subs-fr\/index\.m3u8"/);
    expect(master.body.match(/CODECS="avc1\.64[0-9a-f]{4},mp4a\.40\.2"/g)).toHaveLength(5);
    expect((await t.app.inject({ method: 'GET', url: body.subtitles[0]!.url })).body).toContain('00:00:01.000 --> 00:00:03.000\nBonjour');
    // « Audio seul » in Opus where the browser plays it: not in the master, played by its own playlist, which ffprobe reads.
    expect(master.body).not.toContain('audio-opus');
    const opus = body.renditions.find((r) => r.id === 'audio')?.opus;
    expect(opus?.playlist).toBe('audio-opus/index.m3u8');
    expect(opus?.megabytesPerMinute).toBeLessThan(body.renditions.find((r) => r.id === 'audio')!.megabytesPerMinute);
    const opusStreams = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', `${baseUrl}${body.masterUrl.replace(/master\.m3u8$/, opus!.playlist)}`]);
    expect(new Set(opusStreams.stdout.split('\n').filter(Boolean))).toEqual(new Set(['opus']));

    const unsigned = body.masterUrl.replace(/\/[\w-]+\/master\.m3u8$/, '/forged/master.m3u8');
    await expect(run('ffprobe', ['-v', 'error', `${baseUrl}${unsigned}`])).rejects.toThrow(/403/);
  });

  it('prepares a ready video again in the format of the day when an admin asks, keeping its id, favourites and progress', { timeout: 120_000 }, async () => {
    const lifecycle = createVideoLifecycleRepository(t.database.db);
    const [video] = await lifecycle.insert([{ id: randomUUID(), title: 'Ancien format', ageRating: 'tous', source: { kind: 'demo', pattern: 'testsrc2', seconds: 4, frequencyHz: 440 } }]);
    const id = video?.id as string;
    // Published before, in MPEG-TS.
    await makePlayable(t.database.db, t.config.mediaDir, id);
    const rung = join(t.config.mediaDir, hlsPrefixOf({ kind: 'video', id }), '144p', 'index.m3u8');
    expect(await readFile(rung, 'utf8')).toMatch(/seg_00000\.ts/);
    const viewerRow = await createUser(t.database.db, { tier: 'premium' });
    const viewer = await signedInAgent(t.app, viewerRow);
    expect((await viewer.post(apiPaths.favorites, { videoId: id })).status).toBe(200);
    await recordProgress(t.database.db, viewerRow.id, id, 3);
    const admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
    const before = await admin.get<AdminVideoPage>(pathTo(apiPaths.adminVideos, null, { q: 'Ancien format' }));
    expect(before.body.items.find((v) => v.id === id)?.mediaFormat).toBe('mpegts');

    const asked = await admin.post<{ message: string }>(pathTo(apiPaths.adminPrepareVideo, { id }));
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(adminMessages.preparingAgain);
    // Ready and playable all along; then its media are CMAF.
    await expect
      .poll(async () => {
        expect((await viewer.get(pathTo(apiPaths.playback, { id }))).status).toBe(200);
        return readFile(rung, 'utf8').then((text) => /^seg_00000\.m4s$/m.test(text), () => false);
      }, { timeout: 100_000, interval: 500 })
      .toBe(true);
    await expect.poll(async () => (await lifecycle.findById(id))?.renditions.map((r) => r.id), { timeout: 10_000 }).toEqual(['144p', '240p', '360p', '480p', '720p', 'audio']);
    expect((await viewer.get<{ id: string; resumeAt: number }>(pathTo(apiPaths.video, { id }))).body).toMatchObject({ id, resumeAt: 3 });
    expect(((await viewer.get<Array<{ id: string }>>(apiPaths.favorites)).body as unknown as Array<{ id: string }>).map((v) => v.id)).toContain(id);
    const listed = await admin.get<AdminVideoPage>(pathTo(apiPaths.adminVideos, null, { q: 'Ancien format' }));
    expect(listed.body.items.find((v) => v.id === id)?.mediaFormat).toBe('cmaf');
    const journal = await admin.get<{ items: Array<{ action: string; targetId: string }> }>(pathTo(apiPaths.adminAudit, null, { action: 'video.prepare_again' }));
    expect(journal.body.items.map((e) => e.targetId)).toContain(id);

    // Only a ready video with an original; only an admin.
    const [processing] = await lifecycle.insert([{ id: randomUUID(), title: 'En cours', ageRating: 'tous', source: { kind: 'demo', pattern: 'testsrc2', seconds: 2, frequencyHz: 440 } }]);
    expect(await admin.post(pathTo(apiPaths.adminPrepareVideo, { id: processing?.id as string }))).toMatchObject({ status: 409, body: { message: adminMessages.notPreparable } });
    expect((await admin.post(pathTo(apiPaths.adminPrepareVideo, { id: randomUUID() }))).status).toBe(404);
    expect((await viewer.post(pathTo(apiPaths.adminPrepareVideo, { id }))).status).toBe(403);
  });

  const directHandler = () => {
    const events = { publish: async () => undefined };
    return prepareVideoJob.worker({ db: t.database.db, jobs: t.jobs, messengers: t.messengers, config: t.config, storage: t.storage, events, scratchDir: scratchDirOf(t.config), tools: {}, downloadPolicy: defaultDownloadPolicy(1024), log: t.app.log }).handler;
  };

  it('ends quietly when the video was deleted before the job ran', async () => {
    const context = { lastAttempt: true, signal: new AbortController().signal, stillOwned: async () => true };
    await expect(directHandler()({ videoId: '00000000-0000-4000-8000-000000000009' }, context)).resolves.toBeUndefined();
  });

  it('leaves nothing in storage when its uploader deleted the video while it was being transcoded', { timeout: 60_000 }, async () => {
    const [video] = await createVideoLifecycleRepository(t.database.db).insert([{ id: randomUUID(), title: 'Supprimée en route', ageRating: 'tous', source: { kind: 'demo', pattern: 'testsrc2', seconds: 2, frequencyHz: 440 } }]);
    const id = video?.id as string;
    // The row goes once the transcode is done, just before its output is published (as its uploader's DELETE would land).
    const stillOwned = async () => {
      await createVideoLifecycleRepository(t.database.db).remove(id);
      return true;
    };
    await directHandler()({ videoId: id }, { lastAttempt: true, signal: new AbortController().signal, stillOwned });
    expect(await t.storage.read(`${hlsPrefixOf({ kind: 'video', id })}/master.m3u8`)).toBeUndefined();
  });
});

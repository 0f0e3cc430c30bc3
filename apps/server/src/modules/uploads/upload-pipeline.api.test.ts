import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type CreatorVideo, pathTo, type Playback } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { generateClip } from '../../../test/clips.js';
import { createUser } from '../../../test/factories.js';
import { startS3Server, type S3TestServer } from '../../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tusClient } from '../../../test/tus-client.js';
import { uploadForm } from '../../../test/upload-form.js';

const run = promisify(execFile);

/*
 * The whole path of an upload, on both media storages (local disk, and a real S3-compatible
 * server on 127.0.0.1): a 1080p clip sent through the multipart and the resumable endpoints,
 * prepared by a worker, then read by a real HLS client (ffprobe) through signed URLs.
 */
let clip: Buffer;
let s3: S3TestServer;

beforeAll(async () => {
  clip = await generateClip({ seconds: 2, width: 1920, height: 1080 });
  s3 = await startS3Server();
}, 60_000);
afterAll(() => s3.stop());

const s3Env = () => ({
  S3_ENDPOINT: s3.config.endpoint,
  S3_BUCKET: s3.config.bucket,
  S3_ACCESS_KEY_ID: s3.config.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
});

async function sendMultipart(t: TestApp, agent: Agent): Promise<CreatorVideo> {
  const res = await uploadForm(t.app, agent, { title: 'Par formulaire' }, { data: clip, name: 'clip.mp4', type: 'video/mp4' });
  expect(res.status).toBe(201);
  return res.body as unknown as CreatorVideo;
}

async function sendResumable(baseUrl: string, agent: Agent): Promise<CreatorVideo> {
  const client = tusClient(baseUrl, agent.cookie() as string);
  const created = await client.create(clip.length, { filename: 'clip.mp4', filetype: 'video/mp4', title: 'Par reprise', ageRating: 'tous' });
  const res = await client.patch(created.headers.location as string, 0, clip);
  expect(res.status).toBe(201);
  return JSON.parse(res.body) as CreatorVideo;
}

describe.each(['local', 's3'] as const)('an uploaded 1080p clip on %s storage', (storage) => {
  let t: TestApp;
  let baseUrl: string;
  let creator: Agent;

  beforeAll(async () => {
    // Published without review (CREATOR_VIDEO_REVIEW=false): the poster is public once the video is ready.
    t = await createTestApp({ CREATOR_VIDEO_REVIEW: 'false', ...(storage === 's3' ? s3Env() : {}) });
    expect(t.storage.kind).toBe(storage);
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    creator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
  }, 60_000);
  afterAll(() => t.close());

  it('goes through the upload endpoints to adaptive HLS, poster and previews, served through signed URLs', { timeout: 240_000 }, async () => {
    // Both endpoints on local disk; on S3 the resumable one alone: an endpoint only decides how the source
    // arrives, and each 1080p transcode is a third of this file's time.
    const sent = storage === 'local' ? [await sendMultipart(t, creator), await sendResumable(baseUrl, creator)] : [await sendResumable(baseUrl, creator)];
    await t.startWorker();
    for (const video of sent) {
      await expect
        .poll(async () => (await creator.get(pathTo(apiPaths.processing, { id: video.id }))).body.status, { timeout: 200_000, interval: 1000 })
        .toBe('ready');
      const { body: playback } = await creator.get<Playback>(pathTo(apiPaths.playback, { id: video.id }));
      const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,height', '-of', 'json', `${baseUrl}${playback.masterUrl}`]);
      const streams = (JSON.parse(stdout) as { streams: Array<{ codec_name: string; height?: number }> }).streams;
      const heights = new Set(streams.filter((s) => s.codec_name === 'h264').map((s) => s.height));
      // Every rung of the ladder up to the 1080p source (its uploader is served every rung), and sound.
      expect(heights).toEqual(new Set([144, 240, 360, 480, 720, 1080]));
      expect(streams.some((s) => s.codec_name === 'aac')).toBe(true);

      // Poster: public (catalogue cards), a real JPEG.
      const { body: mine } = await creator.get<CreatorVideo[]>(apiPaths.creatorVideos);
      const poster = mine.find((v) => v.id === video.id)?.thumbnailUrl as string;
      expect(poster).toBe(`/media/posters/${video.id}.jpg`);
      const image = await fetch(`${baseUrl}${poster}`);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await image.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

      // Seek-bar previews: a WebVTT under the same signature, its sprite sheets too.
      expect(playback.thumbnailsUrl).toMatch(/\/preview\/thumbnails\.vtt$/);
      const vtt = await (await fetch(`${baseUrl}${playback.thumbnailsUrl}`)).text();
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      const sheet = /^(sheet_\d+\.jpg)#xywh=/m.exec(vtt)?.[1] as string;
      const sheetUrl = new URL(sheet, `${baseUrl}${playback.thumbnailsUrl}`);
      expect((await fetch(sheetUrl)).status).toBe(200);
      const forged = sheetUrl.toString().replace(/\/[\w-]+\/preview\//, '/forged/preview/');
      expect((await fetch(forged)).status).toBe(403);
    }
  });
});

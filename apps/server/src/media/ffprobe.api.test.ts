import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoSource } from './demo-source.js';
import { checkFfmpeg, MediaToolError, runFfmpeg } from './ffmpeg.js';
import { NotMediaError, probe } from './ffprobe.js';

// These run ffmpeg, not the database: once is enough, not again against an external PostgreSQL.
describe('ffmpeg, ffprobe and demo sources', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kora-probe-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds ffmpeg on PATH and explains in French when a path is wrong', async () => {
    expect(await checkFfmpeg()).toMatchObject({ ok: true, version: expect.stringMatching(/\d/) });
    expect(await checkFfmpeg({ ffmpegPath: '/nulle/part/ffmpeg' })).toEqual({
      ok: false,
      reason: '/nulle/part/ffmpeg introuvable : installez le paquet Debian ffmpeg ou réglez FFMPEG_PATH',
    });
    expect(await checkFfmpeg({ ffprobePath: '/nulle/part/ffprobe' })).toMatchObject({ ok: false, reason: expect.stringContaining('FFPROBE_PATH') });
  });

  it('generates a 1280x720 25 fps H.264/AAC demo with sound and reads it back', async () => {
    const file = join(dir, 'demo.mp4');
    await generateDemoSource({ outFile: file, seconds: 2, pattern: 'life', frequencyHz: 523 });
    expect(await probe(file)).toEqual({
      durationSeconds: expect.closeTo(2, 1),
      videoDurationSeconds: expect.closeTo(2, 1),
      width: 1280,
      height: 720,
      frameRate: 25,
      hasVideo: true,
      hasAudio: true,
      videoCodec: 'h264',
      audioCodec: 'aac',
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
    });
  });

  it('refuses text, a still image and a missing file with NotMediaError', async () => {
    const text = join(dir, 'notes.txt');
    await writeFile(text, 'bonjour\n');
    await expect(probe(text)).rejects.toMatchObject({ name: 'NotMediaError', reason: 'not_media' });
    const image = join(dir, 'still.png');
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=64x64', '-frames:v', '1', image]);
    await expect(probe(image)).rejects.toBeInstanceOf(NotMediaError);
    await expect(probe(join(dir, 'absent.mp4'))).rejects.toMatchObject({ reason: 'not_found' });
  });

  it("rejects a failed run with the tail of ffmpeg's stderr", async () => {
    const failure = runFfmpeg(['-f', 'lavfi', '-i', 'nosuchfilter', join(dir, 'x.mp4')]);
    await expect(failure).rejects.toBeInstanceOf(MediaToolError);
    await expect(failure).rejects.toMatchObject({ stderrTail: expect.stringContaining('nosuchfilter') });
  });
});

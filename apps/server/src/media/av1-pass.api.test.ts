import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { av1Codecs } from './av1-arguments.js';
import { meanSsim } from './av1-encode.js';
import { encodeAv1Copies, toAv1Master, type Av1Copies } from './av1-pass.js';
import { cmafRenditionsFor } from './cmaf-ladder.js';
import { generateDemoSource } from './demo-source.js';
import { mediaTools, runTool } from './ffmpeg.js';
import { probe } from './ffprobe.js';
import { parseMasterPlaylist, parseMediaPlaylist } from './hls-playlist.js';
import { transcodeToCmaf } from './transcode-cmaf.js';

// ffmpeg and SVT-AV1, not the database: once is enough. A 9 s 240p source (two rungs, three grid pieces, segments
// 2 + 2 + 4 + 1 s) of a zoom into the Mandelbrot set, where AV1 holds the picture for about 70 % of x264's bytes;
// SVT-AV1's fastest preset only changes the cost.
describe('the AV1 copies of a video', () => {
  let dir: string;
  let input: string;
  let copies: Av1Copies;
  const hlsDir = () => join(dir, 'cmaf');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kora-av1-'));
    input = join(dir, 'source-240.mp4');
    await generateDemoSource({ outFile: input, seconds: 9, pattern: 'mandelbrot', frequencyHz: 330, width: 426, height: 240 });
    await transcodeToCmaf({ input, outDir: hlsDir(), preset: 'veryfast', audioCodec: 'aac', renditions: cmafRenditionsFor(240), thumbnails: false });
    const rungs = [{ id: '144p', height: 144 }, { id: '240p', height: 240 }] as const;
    copies = await encodeAv1Copies({ input, source: await probe(input), rungs, hlsDir: hlsDir(), scratch: dir, preset: 12 });
  }, 240_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('searches, per rung, the highest CRF that holds the H.264 rung against the source', () => {
    for (const { choice } of copies.rungs) {
      expect(choice.ssim).toBeGreaterThanOrEqual(choice.target);
      expect(choice.target).toBeGreaterThan(0.9);
      expect(choice.crf).toBeGreaterThan(10);
      expect(choice.crf).toBeLessThan(60);
      expect(choice.probes).toBeGreaterThanOrEqual(5);
    }
  });

  it('cuts each copy where its H.264 rung is cut, each segment opening on a key frame', async () => {
    for (const { id, copy, made } of copies.rungs) {
      const h264 = parseMediaPlaylist(await readFile(join(hlsDir(), id, 'index.m3u8'), 'utf8'));
      expect(made.playlist.segments.map((s) => s.startSeconds)).toEqual(h264.segments.map((s) => s.startSeconds));
      expect(made.playlist.segments.map((s) => s.durationSeconds)).toEqual([2, 2, 4, 1]);
      const { stdout } = await runTool(mediaTools().ffprobe, 'FFPROBE_PATH', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time,flags', '-of', 'csv=p=0', join(hlsDir(), copy, 'index.m3u8')]);
      const keys = stdout.trim().split('\n').filter((line) => line.split(',')[1]?.startsWith('K')).map((line) => Number(line.split(',')[0]));
      expect(keys).toEqual([0, 2, 4, 8]);
    }
  });

  it('carries AV1 and the rung own AAC audio in fMP4, at least as sharp as H.264, for fewer bytes', async () => {
    expect(copies.kept).toBe(true);
    expect(copies.bytes).toBeLessThanOrEqual(0.9 * copies.h264Bytes);
    const copy = join(hlsDir(), '240p-av1', 'index.m3u8');
    const { stdout } = await runTool(mediaTools().ffprobe, 'FFPROBE_PATH', ['-v', 'error', '-show_entries', 'stream=codec_name,width,height', '-of', 'json', copy]);
    const streams = (JSON.parse(stdout) as { streams: Array<{ codec_name: string; width?: number; height?: number }> }).streams;
    expect(streams).toEqual(expect.arrayContaining([{ codec_name: 'av1', width: 426, height: 240 }, { codec_name: 'aac' }]));
    const ssim = (playlist: string) => meanSsim(['-i', playlist], ['-i', input], 'scale=-2:240', join(dir, 'ssim.log'));
    expect(await ssim(copy)).toBeGreaterThanOrEqual(await ssim(join(hlsDir(), '240p', 'index.m3u8')));
  });

  it('lists the copies in an AV1 master of the same rungs, with the level each stream declares', async () => {
    const master = await readFile(join(hlsDir(), 'master.m3u8'), 'utf8');
    const h264 = parseMasterPlaylist(master);
    const av1 = parseMasterPlaylist(toAv1Master(master, copies.rungs)!);
    expect(av1.map((v) => v.uri)).toEqual(['144p-av1/index.m3u8', '240p-av1/index.m3u8', 'audio/index.m3u8']);
    expect(av1.map((v) => v.resolution)).toEqual(h264.map((v) => v.resolution));
    expect(av1[2]).toEqual(h264[2]);
    for (const [i, { made }] of copies.rungs.entries()) {
      expect(av1[i]!.codecs).toBe(av1Codecs(made.level, 'mp4a.40.2'));
      expect(av1[i]!.codecs).toMatch(/^av01\.0\.0[0-9]M\.08,mp4a\.40\.2$/);
      expect(av1[i]).toMatchObject({ bandwidth: made.measured.peak, averageBandwidth: made.measured.average });
    }
  });
});

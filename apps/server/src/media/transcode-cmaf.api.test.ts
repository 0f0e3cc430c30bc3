import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMAF_OPUS_AUDIO_RENDITION, cmafRenditionsFor } from './cmaf-ladder.js';
import { generateDemoSource } from './demo-source.js';
import { mediaTools, runTool } from './ffmpeg.js';
import { parseMasterPlaylist, parseMediaPlaylist, playlistDuration } from './hls-playlist.js';
import { transcodeToCmaf } from './transcode-cmaf.js';
import type { TranscodeResult } from './transcode-hls.js';

// ffmpeg, not the database: once is enough. A 360p source keeps it to three rungs; the preset only changes the cost.
describe('transcodeToCmaf', () => {
  let dir: string;
  let outDir: string;
  let result: TranscodeResult;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kora-cmaf-'));
    const source = join(dir, 'source-360.mp4');
    await generateDemoSource({ outFile: source, seconds: 7, pattern: 'smptehdbars', frequencyHz: 330, width: 640, height: 360 });
    outDir = join(dir, 'cmaf');
    result = await transcodeToCmaf({ input: source, outDir, preset: 'veryfast' });
  }, 180_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const parseOf = async (folder: string) => parseMediaPlaylist(await readFile(join(folder, 'index.m3u8'), 'utf8'));
  const playlistOf = async (id: string) => parseMediaPlaylist(await readFile(join(outDir, id, 'index.m3u8'), 'utf8'));
  const probeStreams = async (file: string) => {
    const { stdout } = await runTool(mediaTools().ffprobe, 'FFPROBE_PATH', ['-v', 'error', '-print_format', 'json', '-show_entries', 'stream=codec_name,profile,width,height:format=duration', file]);
    return JSON.parse(stdout) as { streams: Array<{ codec_name: string; profile?: string; width?: number; height?: number }>; format: { duration: string } };
  };

  it('writes a master of the rungs up to the source, then audio, each with the CODECS its fMP4 carries (H.264 High, Opus)', async () => {
    const variants = parseMasterPlaylist(await readFile(result.masterPlaylist, 'utf8'));
    expect(variants.map((v) => v.uri)).toEqual(['144p/index.m3u8', '240p/index.m3u8', '360p/index.m3u8', 'audio/index.m3u8']);
    expect(variants.slice(0, 3).map((v) => v.resolution)).toEqual([
      { width: 256, height: 144 },
      { width: 426, height: 240 },
      { width: 640, height: 360 },
    ]);
    expect(variants.slice(0, 3).map((v) => v.codecs)).toEqual(['avc1.64001e,opus', 'avc1.64001e,opus', 'avc1.64001e,opus']);
    expect(variants[3]).toMatchObject({ codecs: 'opus' });
    const ladder = cmafRenditionsFor(360);
    for (const [i, v] of variants.entries()) {
      // The ladder's peak, or the measured one where a segment ran above it.
      expect(v.bandwidth).toBeGreaterThanOrEqual(ladder[i]!.bandwidth);
      expect(v.averageBandwidth).toBeLessThanOrEqual(v.bandwidth);
      expect(result.renditions[i]).toMatchObject({ bandwidth: v.bandwidth, averageBandwidth: v.averageBandwidth, playlist: v.uri });
    }
  });

  it('cuts every rendition at 0, 2 and 4 s into .m4s fragments after its init segment, the audio joined onto the same instants', async () => {
    for (const rendition of result.renditions) {
      const playlist = await playlistOf(rendition.id);
      expect(playlist.initUri, rendition.id).toBe(`init_${rendition.id}.mp4`);
      const starts = playlist.segments.map((s) => s.startSeconds);
      const tolerance = rendition.id === 'audio' ? 0.05 : 0.001;
      [0, 2, 4].forEach((start, n) => expect(Math.abs((starts[n] ?? -1) - start), `${rendition.id} #${n}`).toBeLessThanOrEqual(tolerance));
      expect(starts, rendition.id).toHaveLength(3);
      expect(playlist.segments.every((s) => s.uri.endsWith('.m4s'))).toBe(true);
      expect(playlistDuration(playlist)).toBeCloseTo(7, 1);
      // Nothing but what the playlist names is left in the folder (the audio's extra fragments were joined).
      expect((await readdir(join(outDir, rendition.id))).sort()).toEqual(['index.m3u8', playlist.initUri, ...playlist.segments.map((s) => s.uri)].sort());
    }
    expect(result.durationSeconds).toBeCloseTo(7, 1);
    expect(result.renditions.map((r) => r.segmentCount)).toEqual([3, 3, 3, 3]);
  });

  it('plays in ffprobe: each rendition, its init segment then its fragments, is H.264 High at its height with Opus, for the whole 7 s', async () => {
    for (const rendition of result.renditions) {
      const playlist = await playlistOf(rendition.id);
      const files = [playlist.initUri ?? '', ...playlist.segments.map((s) => s.uri)];
      const whole = join(dir, `${rendition.id}.mp4`);
      await writeFile(whole, Buffer.concat(await Promise.all(files.map((file) => readFile(join(outDir, rendition.id, file))))));
      const { streams, format } = await probeStreams(whole);
      const video = streams.find((s) => s.codec_name === 'h264');
      if (rendition.id === 'audio') expect(video).toBeUndefined();
      else expect(video, rendition.id).toMatchObject({ profile: 'High', height: rendition.height });
      expect(streams.map((s) => s.codec_name), rendition.id).toContain('opus');
      expect(Number(format.duration), rendition.id).toBeCloseTo(7, 0);
    }
  });

  const audioSpans = async (folder: string, playlist: Awaited<ReturnType<typeof parseOf>>) => {
    const spans: number[] = [];
    for (const segment of playlist.segments) {
      const file = join(dir, 'segment.mp4');
      await writeFile(file, Buffer.concat([await readFile(join(folder, playlist.initUri!)), await readFile(join(folder, segment.uri))]));
      const { stdout } = await runTool(mediaTools().ffprobe, 'FFPROBE_PATH', ['-v', 'error', '-select_streams', 'a', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', file]);
      const times = stdout.trim().split('\n').map(Number).filter(Number.isFinite);
      spans.push(times.length > 0 ? Math.max(...times) - Math.min(...times) : 0);
    }
    return spans;
  };

  // ffmpeg 5.1 starved the copied audio of every segment past the first when an output of the same run (the poster)
  // stopped early: the sound of a 20 s video was 60 ms long.
  it('carries the sound of a 20 s video in every segment, video rung and audio only, with its poster and preview', async () => {
    const source = join(dir, 'source-20s.mp4');
    await generateDemoSource({ outFile: source, seconds: 20, pattern: 'testsrc2', width: 256, height: 144 });
    const out = join(dir, 'cmaf-20s');
    const made = await transcodeToCmaf({ input: source, outDir: out, preset: 'ultrafast', renditions: cmafRenditionsFor(144), audioCodec: 'aac' });
    expect(made.thumbnails).toMatchObject({ poster: 'poster.jpg' });
    for (const id of ['144p', 'audio']) {
      const playlist = await parseOf(join(out, id));
      const spans = await audioSpans(join(out, id), playlist);
      // AAC frames are 21 ms: the first and the last of a segment's are its length apart, within a few frames.
      spans.forEach((span, i) => expect(span, `${id} #${i}`).toBeGreaterThan(playlist.segments[i]!.durationSeconds - 0.1));
    }
  }, 60_000);

  it('writes the poster and the seek-bar preview beside them', async () => {
    expect(result.thumbnails).toMatchObject({ poster: 'poster.jpg', vtt: 'preview/thumbnails.vtt' });
    expect((await readFile(join(outDir, 'preview', 'thumbnails.vtt'), 'utf8')).startsWith('WEBVTT')).toBe(true);
  });

  it("writes no capped master when no rung is taller than a plan's picture, and publishes nothing else (the audio tracks are gone)", async () => {
    expect((await readdir(outDir)).filter((name) => name.startsWith('master'))).toEqual(['master.m3u8']);
    expect((await readdir(outDir)).sort()).toEqual(['144p', '240p', '360p', 'audio', 'master.m3u8', 'poster.jpg', 'preview']);
  });

  it("writes beside a 1080p rung's master the one a plan stopping at 720p is signed, and AAC variants' Opus audio-only copy, listed in neither", async () => {
    const source = join(dir, 'source-1080.mp4');
    await generateDemoSource({ outFile: source, seconds: 5, pattern: 'smptehdbars', frequencyHz: 330, width: 1920, height: 1080 });
    const tall = join(dir, 'cmaf-1080');
    const renditions = [...cmafRenditionsFor(1080).filter((r) => r.id === '144p' || r.id === '1080p' || r.id === 'audio'), CMAF_OPUS_AUDIO_RENDITION];
    const made = await transcodeToCmaf({ input: source, outDir: tall, preset: 'ultrafast', renditions, thumbnails: false, audioCodec: 'aac' });
    expect((await readdir(tall)).filter((name) => name.startsWith('master')).sort()).toEqual(['master-720p.m3u8', 'master.m3u8']);
    const uris = async (file: string) => parseMasterPlaylist(await readFile(join(tall, file), 'utf8')).map((v) => v.uri);
    expect(await uris('master.m3u8')).toEqual(['144p/index.m3u8', '1080p/index.m3u8', 'audio/index.m3u8']);
    expect(await uris('master-720p.m3u8')).toEqual(['144p/index.m3u8', 'audio/index.m3u8']);

    // The Opus copy: the AAC audio-only rendition's instants, Opus in fMP4, about 30 kb/s, told with the audio rendition.
    expect(made.renditions.map((r) => r.id)).toEqual(['144p', '1080p', 'audio']);
    const copy = made.renditions.at(-1)?.opus;
    expect(copy).toMatchObject({ playlist: 'audio-opus/index.m3u8' });
    expect(copy?.averageBandwidth).toBeGreaterThan(20_000);
    expect(copy?.averageBandwidth).toBeLessThan(40_000);
    const [aac, opus] = [await parseOf(join(tall, 'audio')), await parseOf(join(tall, 'audio-opus'))];
    expect(opus.segments.length).toBe(aac.segments.length);
    opus.segments.forEach((s, i) => expect(Math.abs(s.startSeconds - aac.segments[i]!.startSeconds)).toBeLessThan(0.05));
    const first = join(tall, 'opus-first.mp4');
    await writeFile(first, Buffer.concat([await readFile(join(tall, 'audio-opus', opus.initUri!)), await readFile(join(tall, 'audio-opus', opus.segments[0]!.uri))]));
    expect((await probeStreams(first)).streams.map((s) => s.codec_name)).toEqual(['opus']);
  }, 120_000);
});

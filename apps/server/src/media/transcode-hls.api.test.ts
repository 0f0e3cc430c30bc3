import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoSource } from './demo-source.js';
import { mediaTools, runFfmpeg, runTool } from './ffmpeg.js';
import { NotMediaError, probe } from './ffprobe.js';
import { parseMasterPlaylist, parseMediaPlaylist, playlistDuration } from './hls-playlist.js';
import { transcodeToHls, type TranscodeResult } from './transcode-hls.js';

// These run ffmpeg, not the database: once is enough, not again against an external PostgreSQL.
describe('transcodeToHls', () => {
  let dir: string;
  let source720: string;
  let result: TranscodeResult;
  const progress: number[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kora-media-'));
    source720 = join(dir, 'source-720.mp4');
    await generateDemoSource({ outFile: source720, seconds: 7, pattern: 'smptehdbars', frequencyHz: 330 });
    result = await transcodeToHls({ input: source720, outDir: join(dir, 'hls-720'), onProgress: (f) => progress.push(f) });
    // Five rungs of x264 on the two cores the whole suite shares: about 20 s alone, over a minute beside the rest.
  }, 180_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const readMedia = async (outDir: string, playlist: string) => parseMediaPlaylist(await readFile(join(outDir, playlist), 'utf8'));
  const probeImage = async (file: string) => {
    const { stdout } = await runTool(mediaTools().ffprobe, 'FFPROBE_PATH', ['-v', 'error', '-print_format', 'json', '-show_entries', 'stream=codec_name,width,height', file]);
    return (JSON.parse(stdout) as { streams: Array<{ codec_name: string; width: number; height: number }> }).streams[0];
  };

  it('writes a master listing every rung up to 720p, then audio, with bandwidth, resolution and codecs', async () => {
    const variants = parseMasterPlaylist(await readFile(result.masterPlaylist, 'utf8'));
    expect(variants.map((v) => v.uri)).toEqual(['144p', '240p', '360p', '480p', '720p', 'audio'].map((id) => `${id}/index.m3u8`));
    expect(variants.slice(0, 5).map((v) => v.resolution)).toEqual([
      { width: 256, height: 144 },
      { width: 426, height: 240 },
      { width: 640, height: 360 },
      { width: 854, height: 480 },
      { width: 1280, height: 720 },
    ]);
    for (const video of variants.slice(0, 5)) expect(video.codecs).toMatch(/^avc1\.(42|4d)[0-9a-f]{4},mp4a\.40\.2$/);
    expect(variants[5]).toMatchObject({ codecs: 'mp4a.40.2' });
    expect(variants[5]!.resolution).toBeUndefined();
    for (const [i, v] of variants.entries()) {
      expect(v.bandwidth).toBe(result.renditions[i]!.bandwidth);
      expect(v.averageBandwidth).toBeLessThanOrEqual(v.bandwidth);
    }
    expect(result.renditions.map((r) => r.id)).toEqual(['144p', '240p', '360p', '480p', '720p', 'audio']);
  });

  it('cuts every variant at the same instants, so segment N means the same seconds everywhere', async () => {
    const outDir = join(dir, 'hls-720');
    const playlists = await Promise.all(result.renditions.map((r) => readMedia(outDir, r.playlist)));
    const reference = playlists[0]!.segments.map((s) => s.startSeconds);
    // The first 4 s are cut in two (the first picture needs only 2 s of media), the rest every 4 s.
    expect(reference).toEqual([0, 2, 4]);
    for (const [i, playlist] of playlists.entries()) {
      const tolerance = result.renditions[i]!.id === 'audio' ? 0.05 : 0.001;
      expect(playlist.targetDuration).toBe(4);
      playlist.segments.forEach((s, n) => expect(Math.abs(s.startSeconds - reference[n]!)).toBeLessThanOrEqual(tolerance));
      expect(playlist.segments).toHaveLength(reference.length);
      expect(playlistDuration(playlist)).toBeCloseTo(7, 1);
    }
    expect(result.durationSeconds).toBeCloseTo(7, 1);
  });

  it('starts every part of the cut first segment on a key frame, and each part plays on where the one before ends', async () => {
    const outDir = join(dir, 'hls-720');
    const ffprobe = async (args: string[]) => (await runTool(mediaTools().ffprobe, 'FFPROBE_PATH', ['-v', 'error', '-of', 'default=nw=1:nk=1', ...args])).stdout.trim();
    for (const rendition of result.renditions) {
      const playlist = await readMedia(outDir, rendition.playlist);
      const files = playlist.segments.map((s) => join(outDir, rendition.id, s.uri));
      // The picture's timestamps (the sound's in the audio variant) run on across the parts: each starts where the playlist says.
      const stream = rendition.id === 'audio' ? 'a' : 'v';
      const starts = await Promise.all(files.map(async (file) => Number((await ffprobe(['-select_streams', stream, '-show_entries', 'stream=start_time', file])).split('\n')[0])));
      starts.forEach((start, n) => expect(start - starts[0]!).toBeCloseTo(playlist.segments[n]!.startSeconds, 1));
      if (rendition.id === 'audio') continue;
      for (const file of files.slice(0, 2)) {
        expect(await ffprobe(['-select_streams', 'v', '-read_intervals', '%+#1', '-show_entries', 'frame=key_frame', file])).toBe('1');
      }
    }
  });

  it('is readable by ffprobe through the master playlist, every variant with H.264 or AAC', async () => {
    const { stdout } = await runTool(mediaTools().ffprobe, 'FFPROBE_PATH', [
      '-v', 'error', '-print_format', 'json', '-show_entries', 'stream=codec_name,height', result.masterPlaylist,
    ]);
    const streams = (JSON.parse(stdout) as { streams: Array<{ codec_name: string; height?: number }> }).streams;
    const heights = streams.filter((s) => s.codec_name === 'h264').map((s) => s.height);
    expect(heights.sort((a, b) => a! - b!)).toEqual([144, 240, 360, 480, 720]);
    expect(streams.filter((s) => s.codec_name === 'aac')).toHaveLength(6);
    expect(streams.every((s) => ['h264', 'aac'].includes(s.codec_name))).toBe(true);
  });

  it('writes a 360 px JPEG poster in the same run', async () => {
    expect(result.thumbnails).toEqual({ poster: 'poster.jpg', vtt: 'preview/thumbnails.vtt', intervalSeconds: 2, count: 4 });
    const poster = join(dir, 'hls-720', 'poster.jpg');
    expect(await probeImage(poster)).toEqual({ codec_name: 'mjpeg', width: 640, height: 360 });
    expect((await readFile(poster)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await stat(poster)).size).toBeLessThan(100_000);
  });

  it('writes 10×10 sheets of 160 px thumbnails and a WebVTT whose cues cover the whole video', async () => {
    const preview = join(dir, 'hls-720', 'preview');
    expect((await readdir(preview)).sort()).toEqual(['sheet_001.jpg', 'thumbnails.vtt']);
    expect(await probeImage(join(preview, 'sheet_001.jpg'))).toEqual({ codec_name: 'mjpeg', width: 1600, height: 900 });
    const vtt = await readFile(join(preview, 'thumbnails.vtt'), 'utf8');
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    const seconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
    const cues = [...vtt.matchAll(/^(\S+) --> (\S+)\n(\S+)$/gm)].map(([, start, end, text]) => ({ start: seconds(start!), end: seconds(end!), text }));
    expect(cues).toHaveLength(result.thumbnails!.count);
    expect(cues[0]!.start).toBe(0);
    cues.slice(1).forEach((cue, i) => expect(cue.start).toBe(cues[i]!.end));
    expect(cues.at(-1)!.end).toBeCloseTo(result.durationSeconds, 3);
    expect(cues.map((c) => c.text)).toEqual([0, 160, 320, 480].map((x) => `sheet_001.jpg#xywh=${x},0,160,90`));
  });

  it('reports progress forward and ends at 1', () => {
    expect(progress.at(-1)).toBe(1);
    // Thumbnail outputs must not hold ffmpeg's progress reports back until the end.
    expect(progress.some((f) => f > 0 && f < 0.9)).toBe(true);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('never upscales a 360p source, adds silence to a silent one, and replaces an existing output', async () => {
    const silent360 = join(dir, 'silent-360.mp4');
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=25:d=3', '-an', '-c:v', 'libx264', '-preset', 'ultrafast', silent360]);
    const outDir = join(dir, 'hls-360');
    await mkdir(join(outDir, '720p'), { recursive: true });
    await writeFile(join(outDir, 'stale.txt'), 'ancienne sortie');

    const small = await transcodeToHls({ input: silent360, outDir, preset: 'ultrafast' });

    expect(small.renditions.map((r) => r.id)).toEqual(['144p', '240p', '360p', 'audio']);
    expect((await readdir(outDir)).sort()).toEqual(['144p', '240p', '360p', 'audio', 'master.m3u8', 'poster.jpg', 'preview']);
    expect(small.thumbnails?.count).toBe(2);
    const segment = join(outDir, '144p', (await readMedia(outDir, '144p/index.m3u8')).segments[0]!.uri);
    expect(await probe(segment)).toMatchObject({ hasVideo: true, hasAudio: true, audioCodec: 'aac', height: 144 });
    expect(small.durationSeconds).toBeCloseTo(3, 1);
  });

  it('removes the work folders that dead runs left, on this host or long untouched on another, and no others', async () => {
    const song = join(dir, 'tone.m4a');
    await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=330:duration=1', '-c:a', 'aac', song]);
    const parent = join(dir, 'work-left');
    const me = hostname().replaceAll('~', '-');
    const left = {
      deadPid: `.hls.tmp-999999~${me}~aaaa~1111`,
      pidReusedByThisProcess: `.hls.tmp-${process.pid}~${me}~bbbb~2222`,
      otherHostRecent: `.hls.tmp-1~autre-machine~cccc~3333`,
      otherHostOld: `.hls.old-1~autre-machine~dddd~4444`,
    };
    for (const name of Object.values(left)) await mkdir(join(parent, name), { recursive: true });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await utimes(join(parent, left.otherHostOld), twoDaysAgo, twoDaysAgo);

    await transcodeToHls({ input: song, outDir: join(parent, 'hls') });
    expect((await readdir(parent)).sort()).toEqual([left.otherHostRecent, 'hls'].sort());
  });

  it('gives an audio-only source no poster and no preview', async () => {
    const song = join(dir, 'song.m4a');
    await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:a', 'aac', song]);
    const outDir = join(dir, 'hls-audio');
    const audio = await transcodeToHls({ input: song, outDir });
    expect(audio.thumbnails).toBeNull();
    expect((await readdir(outDir)).sort()).toEqual(['audio', 'master.m3u8']);
  });

  it('leaves no output and no work directory when aborted', async () => {
    const outDir = join(dir, 'hls-aborted');
    const controller = new AbortController();
    const run = transcodeToHls({ input: source720, outDir, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(existsSync(outDir)).toBe(false);
    expect((await readdir(dir)).filter((name) => name.includes('hls-aborted'))).toEqual([]);
  });

  it('refuses a file that is not media before starting ffmpeg', async () => {
    const text = join(dir, 'notes.mp4');
    await writeFile(text, "ceci n'est pas une vidéo\n");
    await expect(transcodeToHls({ input: text, outDir: join(dir, 'hls-text') })).rejects.toBeInstanceOf(NotMediaError);
    expect(existsSync(join(dir, 'hls-text'))).toBe(false);
  });
});

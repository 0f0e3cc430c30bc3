import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseMasterPlaylist, parseMediaPlaylist } from '../../../media/hls-playlist.js';
import { AUDIO_RENDITION, VIDEO_LADDER } from '../../../media/ladder.js';
import { createLocalStorage } from '../../../storage/local-storage.js';
import { SegmentPublisher } from './segment-publisher.js';

// The publisher against files laid out as ffmpeg's HLS muxer writes them (no ffmpeg needed).
describe('SegmentPublisher', () => {
  let dir: string;
  let publisher: SegmentPublisher;
  const renditions = [VIDEO_LADDER[0]!, AUDIO_RENDITION];
  const stored = (key: string) => readFile(join(dir, 'media', key), 'utf8').catch(() => null);

  /** Writes what ffmpeg would have written in a run folder: segment files and the playlist window listing them. */
  const ffmpegWrites = async (run: string, durations: Record<string, number[]>, firstIndex = 0, ended = false) => {
    for (const [rendition, list] of Object.entries(durations)) {
      const folder = join(dir, run, rendition);
      await mkdir(folder, { recursive: true });
      const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${firstIndex}`];
      for (const [i, seconds] of list.entries()) {
        const name = `seg_${firstIndex + i}.ts`;
        await writeFile(join(folder, name), Buffer.alloc(1000 * (i + 1)), { flag: 'w' });
        lines.push(`#EXTINF:${seconds.toFixed(6)},`, `#EXT-X-PROGRAM-DATE-TIME:2026-11-23T23:04:1${i}.000+0000`, name);
      }
      if (ended) lines.push('#EXT-X-ENDLIST');
      await writeFile(join(folder, 'index.m3u8'), `${lines.join('\n')}\n`);
    }
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kora-publisher-'));
    await mkdir(join(dir, 'temp'));
    publisher = new SegmentPublisher({
      storage: createLocalStorage(join(dir, 'media')),
      prefix: 'lives/l1/hls',
      renditions,
      sourceSize: { width: 640, height: 360 },
      copiedTop: null,
      tempDir: join(dir, 'temp'),
      onWarn: () => {},
    });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores new segments, then the playlist naming them, then the master once every rendition has one', async () => {
    publisher.beginRun(join(dir, 'run-1'));
    await ffmpegWrites('run-1', { '144p': [2] });
    await publisher.poll();
    expect(await stored('lives/l1/hls/144p/seg_00000.ts')).not.toBeNull();
    expect(parseMediaPlaylist((await stored('lives/l1/hls/144p/index.m3u8'))!).segments).toHaveLength(1);
    expect(await stored('lives/l1/hls/master.m3u8')).toBeNull();
    expect(publisher.runIsPublishing()).toBe(false);

    await ffmpegWrites('run-1', { '144p': [2, 2], audio: [2.005, 2.005] });
    await publisher.poll();
    const master = parseMasterPlaylist((await stored('lives/l1/hls/master.m3u8'))!);
    expect(master.map((v) => v.uri)).toEqual(['144p/index.m3u8', 'audio/index.m3u8']);
    expect(master[0]).toMatchObject({ resolution: { width: 256, height: 144 }, codecs: 'avc1.42e01e,mp4a.40.2' });
    expect(publisher.runIsPublishing()).toBe(true);
    const audio = (await stored('lives/l1/hls/audio/index.m3u8'))!;
    expect(audio).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-11-23T23:04:11.000+00:00');
    expect(parseMediaPlaylist(audio).segments.map((s) => s.uri)).toEqual(['seg_00000.ts', 'seg_00001.ts']);
  });

  it('continues the numbering after a reconnect with a discontinuity, skips the lone trailing AAC frame, ends with ENDLIST', async () => {
    publisher.beginRun(join(dir, 'run-1'));
    await ffmpegWrites('run-1', { '144p': [2, 1.2], audio: [2.005, 1.2, 0.021] }, 0, true);
    await publisher.endRun();
    publisher.beginRun(join(dir, 'run-2'));
    await ffmpegWrites('run-2', { '144p': [2, 2], audio: [2.005, 2.005] });
    await publisher.endRun();
    await publisher.finish();

    for (const rendition of ['144p', 'audio']) {
      const text = (await stored(`lives/l1/hls/${rendition}/index.m3u8`))!;
      expect(parseMediaPlaylist(text).segments.map((s) => s.uri)).toEqual(['seg_00000.ts', 'seg_00001.ts', 'seg_00002.ts', 'seg_00003.ts']);
      expect(text).toMatch(/#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME:[^\n]+\n#EXTINF:2\.0\d+,\nseg_00002\.ts/);
      expect(text.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
    }
    expect(await stored('lives/l1/hls/audio/seg_00004.ts')).toBeNull();
    const recording = publisher.recording();
    expect(recording.map((r) => r.segments.length)).toEqual([4, 4]);
    expect(recording[0]!.segments.map((s) => s.discontinuity)).toEqual([false, false, true, false]);
    expect(recording[0]!.stored).toMatchObject({ id: '144p', height: 144, playlist: '144p/index.m3u8' });
    expect(publisher.segmentCount()).toBe(4);
  });

  it('takes segments that slid past in a long window only once, even when polled again and again', async () => {
    publisher.beginRun(join(dir, 'run-1'));
    await ffmpegWrites('run-1', { '144p': [2, 2, 2], audio: [2, 2, 2] });
    await Promise.all([publisher.poll(), publisher.poll(), publisher.poll()]);
    await ffmpegWrites('run-1', { '144p': [2, 2], audio: [2, 2] }, 2);
    await publisher.poll();
    expect(parseMediaPlaylist((await stored('lives/l1/hls/144p/index.m3u8'))!).segments.map((s) => s.uri)).toEqual([
      'seg_00000.ts',
      'seg_00001.ts',
      'seg_00002.ts',
      'seg_00003.ts',
    ]);
  });
});

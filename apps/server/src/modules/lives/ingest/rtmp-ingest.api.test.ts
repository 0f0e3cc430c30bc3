import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMasterPlaylist, parseMediaPlaylist } from '../../../media/hls-playlist.js';
import { probeStreams, publishRtmp, readText, spawnPublisher, startIngest, waitFor, type IngestKit, type Publisher } from '../../../../test/kits/ingest-kit.js';

// Real encoders (ffmpeg publishing over RTMP) into the real ingest; storage on local disk.
describe('live ingest over RTMP', () => {
  let kit: IngestKit;
  const publishers: Publisher[] = [];
  const publish = (key: string, options?: Parameters<typeof publishRtmp>[1]) => {
    const publisher = publishRtmp(`rtmp://127.0.0.1:${kit.port}/live/${key}`, options);
    publishers.push(publisher);
    return publisher;
  };
  const playlist = (liveId: string, rendition: string) => readText(kit.root, `lives/${liveId}/hls/${rendition}/index.m3u8`);

  beforeAll(async () => {
    kit = await startIngest();
  });
  afterEach(async () => {
    await Promise.all(publishers.splice(0).map((p) => p.kill()));
  });
  afterAll(async () => {
    await kit.cleanup();
  });

  it('publishes every rendition of the ladder with 2 s segments, readable by ffprobe, then ends them on stop', async () => {
    kit.gate.keys.set('key-one', 'live-one');
    publish('key-one');
    await waitFor('receiving', () => kit.gate.signals.some((s) => s.liveId === 'live-one' && s.signal === 'receiving'));
    expect(kit.ingest.active()).toEqual(['live-one']);

    const master = parseMasterPlaylist((await readText(kit.root, 'lives/live-one/hls/master.m3u8'))!);
    expect(master.map((v) => v.uri)).toEqual(['144p/index.m3u8', '240p/index.m3u8', 'audio/index.m3u8']);
    expect(master[1]).toMatchObject({ resolution: { width: 426, height: 240 }, codecs: 'avc1.42e01e,mp4a.40.2' });

    await waitFor('three segments', async () => (await playlist('live-one', '240p'))?.includes('seg_00002.ts'));
    for (const rendition of ['144p', '240p', 'audio']) {
      const text = (await playlist('live-one', rendition))!;
      expect(text).toContain('#EXT-X-PROGRAM-DATE-TIME:');
      expect(text).not.toContain('#EXT-X-ENDLIST');
      const media = parseMediaPlaylist(text);
      expect(media.targetDuration).toBe(2);
      for (const segment of media.segments.slice(0, -1)) expect(segment.durationSeconds).toBeCloseTo(2, 1);
      const streams = await probeStreams(join(kit.root, `lives/live-one/hls/${rendition}/index.m3u8`));
      expect(streams.map((s) => s.codec_name).sort()).toEqual(rendition === 'audio' ? ['aac'] : ['aac', 'h264']);
    }

    const recording = await kit.ingest.stop('live-one');
    expect(recording).not.toBeNull();
    expect(recording!.renditions.map((r) => r.id)).toEqual(['144p', '240p', 'audio']);
    expect(recording!.segmentCount).toBeGreaterThanOrEqual(3);
    for (const rendition of ['144p', '240p', 'audio']) expect(await playlist('live-one', rendition)).toContain('#EXT-X-ENDLIST');
    expect(existsSync(join(kit.dir, 'scratch', 'live-one'))).toBe(false);
    expect(kit.ingest.active()).toEqual([]);
    expect(await kit.ingest.stop('live-one')).toBe(recording);
  });

  it('refuses an unknown key without starting a transcode', async () => {
    const confirmedBefore = kit.gate.confirmed.length;
    const publisher = publish('nobody-knows-this-key', { seconds: 5 });
    const code = await publisher.exited;
    expect(code).not.toBe(0);
    expect(kit.ingest.active()).toEqual([]);
    expect(kit.gate.confirmed).toHaveLength(confirmedBefore);
    expect(await kit.ingest.stop('never-published')).toBeNull();
  });

  it('refuses a second publish to a live already receiving, and cuts a publish the service does not confirm', async () => {
    kit.gate.keys.set('key-two', 'live-two');
    publish('key-two');
    await waitFor('receiving', () => kit.gate.signals.some((s) => s.liveId === 'live-two' && s.signal === 'receiving'));
    kit.gate.keys.set('key-two-bis', 'live-two');
    const second = publish('key-two-bis', { seconds: 5 });
    expect(await second.exited).not.toBe(0);
    const same = publish('key-two', { seconds: 5 });
    expect(await same.exited).not.toBe(0);
    expect(kit.ingest.active()).toEqual(['live-two']);
    // Watching the raw feed takes the token only our own ffmpeg has.
    const watcher = spawnPublisher(['-hide_banner', '-loglevel', 'error', '-rw_timeout', '5000000', '-i', `rtmp://127.0.0.1:${kit.port}/live/key-two`, '-t', '1', '-f', 'null', '-']);
    publishers.push(watcher);
    expect(await watcher.exited).not.toBe(0);
    await kit.ingest.stop('live-two');

    kit.gate.keys.set('key-three', 'live-three');
    kit.gate.confirm = (liveId) => liveId !== 'live-three';
    const refused = publish('key-three', { seconds: 10 });
    expect(await refused.exited).not.toBe(0);
    expect(kit.gate.confirmed).toContain('live-three');
    expect(kit.ingest.active()).toEqual([]);
    kit.gate.confirm = () => true;
  });
});

describe('live ingest over RTMP: limits, top rung copy, shutdown', () => {
  /** Pids of the ffmpeg processes working under `dir`, with their nice value. */
  const ffmpegsUnder = async (dir: string) => {
    const { readdir, readFile } = await import('node:fs/promises');
    const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
    const found = await Promise.all(
      pids.map(async (pid) => {
        const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
        if (!cmdline.startsWith('ffmpeg') || !cmdline.includes(dir)) return null;
        const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
        return { pid, nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
      }),
    );
    return found.filter((f) => f !== null);
  };

  it('cuts a source above the bit rate limit', async () => {
    const kit = await startIngest({ maxBitrateKbps: 300 });
    try {
      kit.gate.keys.set('key-fat', 'live-fat');
      const publisher = publishRtmp(`rtmp://127.0.0.1:${kit.port}/live/key-fat`, { bitrateKbps: 1500, seconds: 30 });
      try {
        expect(await publisher.exited).not.toBe(0);
      } finally {
        await publisher.kill();
      }
      await waitFor('back in grace', () => kit.gate.signals.some((s) => s.liveId === 'live-fat' && s.signal === 'reconnecting'));
    } finally {
      await kit.cleanup();
    }
  });

  it('copies an H.264 source as the top rung when asked, and close() leaves no ffmpeg behind', async () => {
    const kit = await startIngest({ copyTopRung: true });
    const publisher = publishRtmp(`rtmp://127.0.0.1:${kit.port}/live/key-copy`);
    try {
      kit.gate.keys.set('key-copy', 'live-copy');
      await waitFor('receiving', () => kit.gate.signals.some((s) => s.liveId === 'live-copy' && s.signal === 'receiving'));
      await waitFor('two segments', async () => (await readText(kit.root, 'lives/live-copy/hls/240p/index.m3u8'))?.includes('seg_00001.ts'));
      const media = parseMediaPlaylist((await readText(kit.root, 'lives/live-copy/hls/240p/index.m3u8'))!);
      expect(media.segments[0]!.durationSeconds).toBeCloseTo(2, 1);
      const master = parseMasterPlaylist((await readText(kit.root, 'lives/live-copy/hls/master.m3u8'))!);
      // The publisher's x264 ultrafast writes Constrained Baseline, level 2.1: the source's own codec is declared.
      expect(master[1]).toMatchObject({ uri: '240p/index.m3u8', resolution: { width: 426, height: 240 }, codecs: 'avc1.42c015,mp4a.40.2' });
      // The live's picture grab (a short ffmpeg of its own) may be running beside the ladder: wait for it to end.
      await waitFor('the ladder alone', async () => (await ffmpegsUnder(kit.dir)).length === 1);
      const running = await ffmpegsUnder(kit.dir);
      expect(running).toHaveLength(1);
      // The server's own priority (whatever the suite was started at): a live goes before the on-demand
      // transcodes (10 lower) when the machine is busy.
      expect(running[0]!.nice).toBe(getPriority());
    } finally {
      await kit.cleanup();
      await publisher.kill();
    }
    expect(await ffmpegsUnder(kit.dir)).toEqual([]);
  });
});

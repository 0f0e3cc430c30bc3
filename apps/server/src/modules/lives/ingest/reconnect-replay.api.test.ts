import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMasterPlaylist, parseMediaPlaylist, playlistDuration } from '../../../media/hls-playlist.js';
import { probeStreams, publishRtmp, readText, startIngest, waitFor, type IngestKit, type Publisher } from '../../../../test/kits/ingest-kit.js';

const signalsOf = (kit: IngestKit, liveId: string) => kit.gate.signals.filter((s) => s.liveId === liveId).map((s) => s.signal);

// An encoder that drops and comes back, one that never does, and the replay made of what was published.
describe('live ingest: reconnects and replay', () => {
  let kit: IngestKit;
  const publishers: Publisher[] = [];
  const publish = (key: string) => {
    const publisher = publishRtmp(`rtmp://127.0.0.1:${kit.port}/live/${key}`);
    publishers.push(publisher);
    return publisher;
  };
  const playlist = (liveId: string, rendition: string) => readText(kit.root, `lives/${liveId}/hls/${rendition}/index.m3u8`);
  const segmentsOf = async (liveId: string, rendition: string) => {
    const text = await playlist(liveId, rendition);
    return text ? parseMediaPlaylist(text).segments : [];
  };

  beforeAll(async () => {
    kit = await startIngest({ graceSeconds: 3 });
  });
  afterEach(async () => {
    await Promise.all(publishers.splice(0).map((p) => p.kill()));
  });
  afterAll(async () => {
    await kit.cleanup();
  });

  it('resumes the same live when the encoder comes back within the grace period, then publishes the replay', async () => {
    kit.gate.keys.set('key-r', 'live-r');
    const first = publish('key-r');
    await waitFor('two segments', async () => (await segmentsOf('live-r', '240p')).length >= 2);
    await first.kill();
    await waitFor('reconnecting', () => signalsOf(kit, 'live-r').includes('reconnecting'));
    expect(kit.ingest.active()).toEqual(['live-r']);
    const before = await segmentsOf('live-r', '240p');
    const lastBefore = Number(/seg_(\d+)\.ts/.exec(before.at(-1)!.uri)![1]);

    publish('key-r');
    await waitFor('receiving again', () => signalsOf(kit, 'live-r').filter((s) => s === 'receiving').length >= 2, 10_000);
    await waitFor('two segments of the second run', async () => (await segmentsOf('live-r', '240p')).some((s) => Number(/seg_(\d+)/.exec(s.uri)![1]) >= lastBefore + 2));
    const text = (await playlist('live-r', '240p'))!;
    expect(text).toContain('#EXT-X-DISCONTINUITY\n');
    expect(text).toContain(`seg_${String(lastBefore + 1).padStart(5, '0')}.ts`);
    expect(kit.gate.expired).toEqual([]);

    const recording = (await kit.ingest.stop('live-r'))!;
    expect(await playlist('live-r', 'audio')).toContain('#EXT-X-ENDLIST');
    expect(recording.durationSeconds).toBeGreaterThan(6);

    const replay = await kit.ingest.publishReplay('live-r', 'video-r');
    expect(replay.renditions.map((r) => r.id)).toEqual(['144p', '240p', 'audio']);
    expect(replay.durationSeconds).toBeCloseTo(recording.durationSeconds, 3);
    expect(replay.posterKey).toBe('videos/video-r/hls/poster.jpg');
    for (const rendition of replay.renditions) {
      const vod = (await readText(kit.root, `videos/video-r/hls/${rendition.playlist}`))!;
      expect(vod).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(vod).toContain('#EXT-X-ENDLIST');
      expect(vod).toContain('#EXT-X-DISCONTINUITY');
      // Re-muxed into CMAF without a new encode: one init segment per encoder connection, fMP4 fragments.
      expect(rendition.container).toBe('fmp4');
      expect(vod.match(/^#EXT-X-MAP:URI="init_\d\.mp4"$/gm)).toEqual(['#EXT-X-MAP:URI="init_0.mp4"', '#EXT-X-MAP:URI="init_1.mp4"']);
      expect(parseMediaPlaylist(vod).segments.every((s) => s.uri.endsWith('.m4s'))).toBe(true);
      expect(Math.abs(playlistDuration(parseMediaPlaylist(vod)) - recording.durationSeconds)).toBeLessThan(2);
      expect(rendition.averageBandwidth).toBeLessThanOrEqual(rendition.bandwidth);
    }
    const master = join(kit.root, 'videos/video-r/hls/master.m3u8');
    expect(parseMasterPlaylist((await readText(kit.root, 'videos/video-r/hls/master.m3u8'))!)).toHaveLength(3);
    const streams = await probeStreams(master);
    expect(streams.filter((s) => s.codec_name === 'h264').map((s) => s.height).sort()).toEqual([144, 240]);
    expect((await probeStreams(join(kit.root, replay.posterKey!)))[0]).toMatchObject({ codec_name: 'mjpeg', height: 240 });

    await kit.ingest.discard('live-r');
    expect(await readText(kit.root, 'lives/live-r/hls/master.m3u8')).toBeNull();
    expect(await readText(kit.root, 'videos/video-r/hls/master.m3u8')).not.toBeNull();
  });

  it('ends the live when the encoder does not come back within the grace period', async () => {
    kit.gate.keys.set('key-g', 'live-g');
    const publisher = publish('key-g');
    await waitFor('receiving', () => signalsOf(kit, 'live-g').includes('receiving'));
    await publisher.kill();
    await waitFor('reconnecting', () => signalsOf(kit, 'live-g').includes('reconnecting'));
    await waitFor('grace expired', () => kit.gate.expired.includes('live-g'), 10_000);
    expect(kit.ingest.active()).toEqual([]);
    const again = publish('key-g');
    expect(await again.exited).not.toBe(0);
    const recording = await kit.ingest.stop('live-g');
    expect(recording?.segmentCount).toBeGreaterThanOrEqual(1);
    expect(await playlist('live-g', '240p')).toContain('#EXT-X-ENDLIST');
  });
});

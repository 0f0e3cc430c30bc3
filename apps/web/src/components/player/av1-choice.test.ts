import type { Playback, Rendition } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { knownAv1Choice, playbackAsPlayed, playsAv1, type Av1Support } from './av1-choice';
import { startPlaylistUrl } from './warm-playlists';

const copy = (height: number, bandwidth: number, megabytesPerMinute: number, level = '05') => ({ playlist: `${height}p-av1/index.m3u8`, codecs: `av01.0.${level}M.08,mp4a.40.2`, bandwidth, megabytesPerMinute });
const rungs = (level = '05'): Rendition[] => [
  { id: '144p', height: 144, bandwidth: 160_000, megabytesPerMinute: 1, av1: copy(144, 100_000, 0.6, level) },
  { id: '720p', height: 720, bandwidth: 2_000_000, megabytesPerMinute: 12, av1: copy(720, 1_200_000, 7, level) },
  { id: '1080p', height: 1080, bandwidth: 3_500_000, megabytesPerMinute: 20, av1: copy(1080, 2_400_000, 12, level) },
  { id: 'audio', height: null, bandwidth: 35_000, megabytesPerMinute: 0.3 },
];
const playbackOf = (renditions: Rendition[]): Pick<Playback, 'masterUrl' | 'av1MasterUrl' | 'renditions'> => ({ masterUrl: '/m/s/master.m3u8', av1MasterUrl: '/m/s/master-av1.m3u8', renditions });
/** A browser that takes `codecs` and answers Media Capabilities with `info`; what it was asked. */
function browser(codecs: boolean, info: { supported: boolean; smooth: boolean } | null, mse = true) {
  const asked: Array<{ contentType: string; height: number; bitrate: number }> = [];
  const support: Av1Support = { mse, isTypeSupported: () => codecs, decodingInfo: (video) => (asked.push(video), Promise.resolve(info)) };
  return { support, asked };
}

describe('whether a browser plays the AV1 copies', () => {
  it('plays them where Media Source takes their CODECS and the 720p copy decodes smoothly; the answer is kept', async () => {
    const { support, asked } = browser(true, { supported: true, smooth: true });
    expect(await playsAv1(playbackOf(rungs('08')), support)).toBe(true);
    expect(asked).toEqual([{ contentType: 'video/mp4; codecs="av01.0.08M.08"', width: 1280, height: 720, bitrate: 1_200_000, framerate: 30 }]);
    expect(knownAv1Choice(playbackOf(rungs('08')))).toBe(true);
  });

  it('keeps H.264 where the copies would stutter, the CODECS are refused, or a rung has no copy', async () => {
    expect(await playsAv1(playbackOf(rungs('09')), browser(true, { supported: true, smooth: false }).support)).toBe(false);
    const refused = browser(false, { supported: true, smooth: true });
    expect(await playsAv1(playbackOf(rungs('10')), refused.support)).toBe(false);
    expect(refused.asked).toEqual([]);
    const partial = rungs('11').map((r) => (r.id === '720p' ? { ...r, av1: undefined } : r));
    expect(await playsAv1(playbackOf(partial), browser(true, { supported: true, smooth: true }).support)).toBe(false);
    expect(await playsAv1({ ...playbackOf(rungs('12')), av1MasterUrl: undefined }, browser(true, { supported: true, smooth: true }).support)).toBe(false);
  });

  it('takes Media Source at its word where Media Capabilities is missing', async () => {
    expect(await playsAv1(playbackOf(rungs('13')), browser(true, null).support)).toBe(true);
  });

  it('keeps H.264 without Media Source (the browser plays the H.264 master itself)', async () => {
    expect(await playsAv1(playbackOf(rungs('14')), browser(true, { supported: true, smooth: true }, false).support)).toBe(false);
  });
});

// A phone with nothing measured: the start plan starts on the lowest rung.
const startOf = (playback: Parameters<typeof startPlaylistUrl>[0]) => startPlaylistUrl(playback, null, true, null);

describe('the playback as played', () => {
  it('in AV1: the AV1 master, each rung at its copy peak and cost, and the start rung copy warmed', () => {
    const played = playbackAsPlayed(playbackOf(rungs()), true);
    expect(played.masterUrl).toBe('/m/s/master-av1.m3u8');
    expect(played.renditions.map((r) => [r.id, r.bandwidth, r.megabytesPerMinute])).toEqual([
      ['144p', 100_000, 0.6],
      ['720p', 1_200_000, 7],
      ['1080p', 2_400_000, 12],
      ['audio', 35_000, 0.3],
    ]);
    expect(startOf(played)).toBe('/m/s/144p-av1/index.m3u8');
  });

  it('in H.264: the master and figures as they were, the copies left out', () => {
    const played = playbackAsPlayed(playbackOf(rungs()), false);
    expect(played.masterUrl).toBe('/m/s/master.m3u8');
    expect(played.renditions.map((r) => [r.id, r.bandwidth, r.megabytesPerMinute, r.av1])).toEqual([
      ['144p', 160_000, 1, undefined],
      ['720p', 2_000_000, 12, undefined],
      ['1080p', 3_500_000, 20, undefined],
      ['audio', 35_000, 0.3, undefined],
    ]);
    expect(startOf(played)).toBe('/m/s/144p/index.m3u8');
  });
});

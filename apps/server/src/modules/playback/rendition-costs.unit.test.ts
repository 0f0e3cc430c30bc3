import { describe, expect, it } from 'vitest';
import { renditionCosts } from './rendition-costs.js';

const rung = (id: string, height: number | null, bandwidth: number, averageBandwidth?: number) => ({ id, height, bandwidth, averageBandwidth, playlist: `${id}/index.m3u8` });

describe('renditionCosts', () => {
  it('shows each rung its measured mean, never less than a lower rung (a demo video measured 720p below 480p)', () => {
    // The demo video's master: 480p AVERAGE-BANDWIDTH 1 025 678, 720p 791 054.
    const costs = renditionCosts([
      rung('144p', 144, 211_312, 204_895),
      rung('240p', 240, 351_560, 337_298),
      rung('360p', 360, 651_232, 611_828),
      rung('480p', 480, 1_132_136, 1_025_678),
      rung('720p', 720, 2_050_400, 791_054),
      rung('audio', null, 73_500, 72_792),
    ]);
    expect(costs.map((r) => [r.id, r.megabytesPerMinute])).toEqual([
      ['144p', 1.5],
      ['240p', 2.5],
      ['360p', 4.6],
      ['480p', 7.7],
      ['720p', 7.7],
      ['audio', 0.5],
    ]);
    expect(costs[4]).toMatchObject({ bandwidth: 2_050_400, height: 720 });
  });

  it('falls back to the declared peak for renditions stored before the mean was measured, in any stored order', () => {
    const costs = renditionCosts([rung('360p', 360, 700_000), rung('144p', 144, 200_000)]);
    expect(costs.map((r) => r.megabytesPerMinute)).toEqual([5.3, 1.5]);
  });

  it("gives each AV1 copy its own figure and CODECS, floored among the copies, none to a rung without one", () => {
    const av1 = (averageBandwidth: number) => ({ playlist: 'x', bandwidth: averageBandwidth * 1.2, averageBandwidth, codecs: 'av01.0.05M.08,mp4a.40.2' });
    const costs = renditionCosts([
      { ...rung('144p', 144, 200_000, 150_000), av1: av1(90_000) },
      { ...rung('360p', 360, 700_000, 500_000), av1: av1(80_000) },
      rung('audio', null, 35_000, 34_000),
    ]);
    const copy = (bandwidth: number) => ({ playlist: 'x', codecs: 'av01.0.05M.08,mp4a.40.2', bandwidth, megabytesPerMinute: 0.7 });
    expect(costs.map((r) => r.av1)).toEqual([copy(108_000), copy(96_000), undefined]);
    expect(costs.map((r) => r.megabytesPerMinute)).toEqual([1.1, 3.8, 0.3]);
  });
});

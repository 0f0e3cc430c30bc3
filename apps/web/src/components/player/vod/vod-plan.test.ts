import { describe, expect, it } from 'vitest';
import { codecsOfInit, mp4Type } from './media-buffer';
import { createEstimator, nextLevelOf, segmentIndexAt } from './vod-plan';

const bitrates = [200_000, 400_000, 800_000, 1_600_000];
const choice = { bitrates, estimate: 1_000_000, current: -1, cap: -1, locked: -1, start: -1 };

describe('nextLevelOf (which rung the next segment comes from)', () => {
  it('starts where the page said, under the cap', () => {
    expect(nextLevelOf({ ...choice, start: 2 })).toBe(2);
    expect(nextLevelOf({ ...choice, start: 3, cap: 1 })).toBe(1);
  });

  it('climbs only with room to spare, stays while the link keeps up, steps down when it does not', () => {
    // 800 kb/s needs 1.14 Mb/s to be climbed to from below (70 %), 842 kb/s to be kept (95 %).
    expect(nextLevelOf({ ...choice, current: 1, estimate: 1_100_000 })).toBe(1);
    expect(nextLevelOf({ ...choice, current: 1, estimate: 1_150_000 })).toBe(2);
    expect(nextLevelOf({ ...choice, current: 2, estimate: 850_000 })).toBe(2);
    expect(nextLevelOf({ ...choice, current: 2, estimate: 800_000 })).toBe(1);
    expect(nextLevelOf({ ...choice, current: 3, estimate: 50_000 })).toBe(0);
  });

  it('keeps Auto under the data saver cap, and a locked rung whatever the link', () => {
    expect(nextLevelOf({ ...choice, current: 1, estimate: 50_000_000, cap: 2 })).toBe(2);
    expect(nextLevelOf({ ...choice, current: 0, estimate: 10_000, locked: 3 })).toBe(3);
    expect(nextLevelOf({ ...choice, bitrates: [] })).toBe(-1);
  });
});

describe('segmentIndexAt', () => {
  const segments = [0, 2, 4, 8].map((startSeconds, index) => ({ uri: `s${index}`, startSeconds, durationSeconds: index < 2 ? 2 : 4, index }));
  it('finds the segment holding a moment, a start rounded down counting as that start', () => {
    expect(segmentIndexAt(segments, 0)).toBe(0);
    expect(segmentIndexAt(segments, 3.98)).toBe(1);
    expect(segmentIndexAt(segments, 3.995)).toBe(2);
    expect(segmentIndexAt(segments, 11)).toBe(3);
    expect(segmentIndexAt(segments, 60)).toBe(3);
  });
});

describe('createEstimator', () => {
  it('replaces its guess with the first measure, then follows a drop within seconds and a rise slowly', () => {
    const estimator = createEstimator(300_000);
    expect(estimator.estimate).toBe(300_000);
    estimator.sample(250_000, 1000, 2); // 2 Mb/s
    expect(estimator.estimate).toBe(2_000_000);
    estimator.sample(25_000, 1000, 2); // 200 kb/s twice: 4 s of media at a tenth of the rate
    estimator.sample(25_000, 1000, 2);
    expect(estimator.estimate).toBeLessThan(1_000_000);
    const low = estimator.estimate;
    estimator.sample(1_000_000, 1000, 2); // 8 Mb/s once: the slow average holds the estimate back
    expect(estimator.estimate).toBeLessThan(4_000_000);
    expect(estimator.estimate).toBeGreaterThan(low);
    expect(estimator.measured).toBe(8);
  });
});

describe('codecsOfInit and mp4Type', () => {
  const box = (name: string, body: number[]) => [0, 0, 0, 8 + body.length, ...[...name].map((c) => c.charCodeAt(0)), ...body];
  it("reads H.264's profile and level from avcC, and names AAC-LC and Opus", () => {
    const init = new Uint8Array([...box('ftyp', [0, 0]), ...box('avcC', [1, 0x64, 0x00, 0x1e, 0xff]), ...box('esds', [0])]);
    expect(codecsOfInit(init)).toBe('avc1.64001e,mp4a.40.2');
    expect(codecsOfInit(new Uint8Array(box('dOps', [0, 2])))).toBe('opus');
    expect(codecsOfInit(new Uint8Array(box('free', [1, 2, 3])))).toBeNull();
  });

  it('types a rendition with a picture as video/mp4, sound alone as audio/mp4', () => {
    expect(mp4Type('avc1.64001e,mp4a.40.2')).toBe('video/mp4; codecs="avc1.64001e,mp4a.40.2"');
    expect(mp4Type('av01.0.04M.08,mp4a.40.2')).toBe('video/mp4; codecs="av01.0.04M.08,mp4a.40.2"');
    expect(mp4Type('opus')).toBe('audio/mp4; codecs="opus"');
  });
});

import { describe, expect, it } from 'vitest';
import { recommendQuality, videoBitsPerSecondFor } from './quality-recommendation';
import { pickRecorderMimeType } from './recorder-format';

describe('recommendQuality', () => {
  it('keeps 30 % headroom and the sound', () => {
    // 4000 × 0.7 − 64 = 2736 ≥ 2500
    expect(recommendQuality(4000)?.height).toBe(720);
    // 3000 × 0.7 − 64 = 2036 < 2500
    expect(recommendQuality(3000)?.height).toBe(480);
    expect(recommendQuality(1200)?.height).toBe(360);
    expect(recommendQuality(700)?.height).toBe(240);
    expect(recommendQuality(400)?.height).toBe(144);
  });
  it('is null when even 144p does not fit, or nothing was measured', () => {
    expect(recommendQuality(300)).toBeNull();
    expect(recommendQuality(0)).toBeNull();
    expect(recommendQuality(Number.NaN)).toBeNull();
  });
  it("stays within the server's caps", () => {
    expect(recommendQuality(10_000, { maxVideoHeight: 480 })?.height).toBe(480);
    expect(recommendQuality(10_000, { maxBitrateKbps: 1000 })?.height).toBe(360);
  });
});

describe('videoBitsPerSecondFor', () => {
  it('asks the rung of the height, capped by the server', () => {
    expect(videoBitsPerSecondFor(720)).toBe(2_500_000);
    expect(videoBitsPerSecondFor(360)).toBe(750_000);
    expect(videoBitsPerSecondFor(720, 1500)).toBe(1_436_000);
    expect(videoBitsPerSecondFor(100)).toBe(200_000);
  });
});

describe('pickRecorderMimeType', () => {
  it('prefers H.264, then VP8, else nothing', () => {
    expect(pickRecorderMimeType(() => true)).toBe('video/webm;codecs=h264,opus');
    expect(pickRecorderMimeType((type) => type.includes('vp8'))).toBe('video/webm;codecs=vp8,opus');
    expect(pickRecorderMimeType(() => false)).toBeNull();
  });
});

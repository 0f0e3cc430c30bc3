import { describe, expect, it } from 'vitest';
import { createTransferMeter } from './transfer-rate';

const MB = 1024 * 1024;

describe('upload speed and time left', () => {
  it('gives no speed until enough time has been measured', () => {
    const meter = createTransferMeter();
    expect(meter.add(0, 0, 10 * MB).bytesPerSecond).toBeNull();
    const early = meter.add(300, MB / 2, 10 * MB);
    expect(early.bytesPerSecond).toBeNull();
    expect(early.secondsLeft).toBeNull();
    expect(early.percent).toBe(5);
  });

  it('measures over the last seconds only, so a slower link shows quickly', () => {
    const meter = createTransferMeter();
    let rate = meter.add(0, 0, 100 * MB);
    // 2 Mo/s for 10 s…
    for (let t = 1; t <= 10; t++) rate = meter.add(t * 1000, t * 2 * MB, 100 * MB);
    expect(rate.bytesPerSecond).toBeCloseTo(2 * MB);
    expect(rate.secondsLeft).toBeCloseTo(40);
    // …then 1 Mo/s for 6 s: the window has forgotten the fast part.
    for (let t = 1; t <= 6; t++) rate = meter.add(10_000 + t * 1000, 20 * MB + t * MB, 100 * MB);
    expect(rate.bytesPerSecond).toBeCloseTo(MB);
    expect(rate.secondsLeft).toBeCloseTo(74);
  });

  it('starts measuring again when a resumed upload goes back', () => {
    const meter = createTransferMeter();
    meter.add(0, 0, 10 * MB);
    meter.add(2000, 4 * MB, 10 * MB);
    // The connection dropped; the server had kept 3 Mo: no speed until it is measured again.
    const resumed = meter.add(9000, 3 * MB, 10 * MB);
    expect(resumed.percent).toBe(30);
    expect(resumed.bytesPerSecond).toBeNull();
    expect(meter.add(10_000, 4 * MB, 10 * MB).bytesPerSecond).toBeCloseTo(MB);
  });
});

import { describe, expect, it } from 'vitest';
import { avcCodecString } from './rtmp-server.js';
import { sourceRefusal } from './source-limits.js';

describe('sourceRefusal', () => {
  it('cuts a picture above 1080 lines, at once', () => {
    expect(sourceRefusal({ height: 1080 }, 6000, [])).toBeNull();
    expect(sourceRefusal({ height: 1440 }, 6000, [])).toMatch(/1440/);
  });

  it('judges the bit rate on the mean of five seconds, so a key frame spike passes', () => {
    expect(sourceRefusal({ height: 720 }, 6000, [9000, 9000, 9000, 9000])).toBeNull();
    expect(sourceRefusal({ height: 720 }, 6000, [12000, 4000, 4000, 4000, 4000])).toBeNull();
    expect(sourceRefusal({ height: 720 }, 6000, [7000, 7000, 6500, 7000, 7000])).toMatch(/6900 kbit\/s/);
  });
});

describe('avcCodecString', () => {
  it('reads profile, constraints and level from an FLV AVC sequence header', () => {
    const header = Buffer.from([0x17, 0x00, 0x00, 0x00, 0x00, 0x01, 0x64, 0x00, 0x1f, 0xff]);
    expect(avcCodecString(header)).toBe('avc1.64001f');
    expect(avcCodecString(null)).toBeNull();
    expect(avcCodecString(header.subarray(0, 6))).toBeNull();
  });
});

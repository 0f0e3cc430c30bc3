import { describe, expect, it } from 'vitest';
import { estimateUploadKbps, uploadKbps } from './upload-speed';

describe('upload speed', () => {
  it('takes the round trip of the small upload out of the large one', () => {
    // 352 KiB more in 2 s more: about 1.4 Mbit/s.
    expect(uploadKbps(300, 2300)).toBe(Math.round((352 * 1024 * 8) / 2000));
  });

  it('never divides by a negative or tiny time when the link jitters', () => {
    expect(uploadKbps(900, 800)).toBe(Math.round((352 * 1024 * 8) / 160));
  });

  it('guesses a third of the downlink, capped by the link type, when nothing can be measured', () => {
    expect(estimateUploadKbps({ downlink: 1.5, effectiveType: '3g' })).toBe(500);
    expect(estimateUploadKbps({ effectiveType: '2g' })).toBe(150);
    expect(estimateUploadKbps(undefined)).toBeNull();
  });
});

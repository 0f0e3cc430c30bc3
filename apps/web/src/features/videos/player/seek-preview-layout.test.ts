import { describe, expect, it } from 'vitest';
import { previewLayout } from './seek-preview-layout';

// A 360 px phone: the player is 360 × 202, the seek row starts 4 px in and sits 120 px below the top.
const phone = { frameLeft: -4, frameWidth: 360, roomAbove: 120 };
const region = { x: 160, y: 90, width: 160, height: 90 };

describe('seek preview size and place', () => {
  it('shrinks a sheet image to 40 % of a small player, centred on the pointer', () => {
    const layout = previewLayout({ ...phone, x: 176 }, region);
    expect(layout.scale).toBeCloseTo(0.9);
    expect([layout.imageWidth, layout.imageHeight]).toEqual([144, 81]);
    expect(layout.left).toBe(176 - 72);
  });

  it('keeps its own size on a wide player, and no taller than the room above the seek row', () => {
    expect(previewLayout({ x: 500, frameLeft: 0, frameWidth: 1280, roomAbove: 640 }, region).scale).toBe(1);
    const low = previewLayout({ x: 500, frameLeft: 0, frameWidth: 1280, roomAbove: 75 }, region);
    expect(low.imageHeight).toBe(45);
    expect(low.imageWidth).toBe(80);
  });

  it('stays inside the player at both ends', () => {
    expect(previewLayout({ ...phone, x: 0 }, region).left).toBe(-4);
    const end = previewLayout({ ...phone, x: 352 }, region);
    expect(end.left + end.width).toBe(-4 + 360);
  });

  it('shows the time alone while there is no image, and a whole image at 16:9', () => {
    const timeOnly = previewLayout({ ...phone, x: 100 }, null);
    expect([timeOnly.imageWidth, timeOnly.imageHeight, timeOnly.width]).toEqual([0, 0, 56]);
    expect(timeOnly.left).toBe(72);
    const whole = previewLayout({ ...phone, x: 100 }, 'whole');
    expect(whole.imageWidth / whole.imageHeight).toBeCloseTo(16 / 9, 1);
  });
});

import type { Rendition } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { formatCost, videoCost } from './video-cost';

const r = (id: string, height: number | null, megabytesPerMinute: number): Rendition => ({ id, height, bandwidth: 0, megabytesPerMinute });
const ladder = [r('144p', 144, 1.5), r('240p', 240, 2.5), r('360p', 360, 4.6), r('480p', 480, 7.7), r('720p', 720, 7.7), r('audio', null, 0.5)];

describe('videoCost', () => {
  it('costs a locked height or sound only at its own Mo/min over the whole length', () => {
    expect(videoCost(ladder, 360, null, 150)).toMatchObject({ megabytes: 11.5, atMost: false, rendition: { id: '360p' } });
    expect(videoCost(ladder, 'audio', null, 120)).toMatchObject({ megabytes: 1, rendition: { id: 'audio' } });
  });
  it('costs Auto at most the highest rung it may reach: the top, or the data saver cap', () => {
    expect(videoCost(ladder, null, null, 60)).toMatchObject({ megabytes: 7.7, atMost: true, rendition: { id: '720p' } });
    expect(videoCost(ladder, null, 360, 60)).toMatchObject({ megabytes: 4.6, atMost: true, rendition: { id: '360p' } });
  });
  it('knows nothing without a length or a matching rendition', () => {
    expect(videoCost(ladder, 360, null, 0)).toBeNull();
    expect(videoCost(ladder, 1080, null, 60)).toBeNull();
    expect(videoCost([], null, null, 60)).toBeNull();
  });
  it('prints a rounded-up budget in French', () => {
    expect(formatCost(11.5)).toBe('≈ 12 Mo');
    expect(formatCost(0.2)).toBe('≈ 1 Mo');
    expect(formatCost(1234.2)).toMatch(/^≈ 1\s235 Mo$/);
  });
});

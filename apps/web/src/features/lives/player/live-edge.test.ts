import { describe, expect, it } from 'vitest';
import { clampToDvr, dvrWindow, isBehindLive, liveJumpTarget, secondsBehindEdge } from './live-edge';

describe('secondsBehindEdge', () => {
  it('measures the distance to the end of the seekable window', () => {
    expect(secondsBehindEdge(90, 100)).toBe(10);
    expect(secondsBehindEdge(101, 100)).toBe(0);
  });
  it('is 0 while the window is unknown', () => {
    expect(secondsBehindEdge(5, 0)).toBe(0);
    expect(secondsBehindEdge(5, Number.NaN)).toBe(0);
    expect(secondsBehindEdge(5, Infinity)).toBe(0);
  });
});

describe('isBehindLive', () => {
  it('does not count the target latency (2 segments) as being behind', () => {
    expect(isBehindLive(4, 2)).toBe(false);
    expect(isBehindLive(8, 2)).toBe(false);
  });
  it('is behind past 2 more segments', () => {
    expect(isBehindLive(8.5, 2)).toBe(true);
    expect(isBehindLive(30, 2)).toBe(true);
  });
  it('follows the playlist segment length, with 2 s when unknown', () => {
    expect(isBehindLive(10, 4)).toBe(false);
    expect(isBehindLive(17, 4)).toBe(true);
    expect(isBehindLive(8.5, 0)).toBe(true);
  });
});

describe('liveJumpTarget', () => {
  it("prefers hls.js's sync position", () => {
    expect(liveJumpTarget(100, 2, 95.5)).toBe(95.5);
  });
  it('else goes 2 segments behind the edge', () => {
    expect(liveJumpTarget(100, 2, null)).toBe(96);
    expect(liveJumpTarget(1, 2, null)).toBe(0);
  });
});

describe('dvrWindow and clampToDvr', () => {
  it('offers a seek bar only over at least 3 segments', () => {
    expect(dvrWindow(10, 14, 2)).toBeNull();
    expect(dvrWindow(10, 40, 2)).toEqual({ start: 10, end: 40 });
    expect(dvrWindow(0, Infinity, 2)).toBeNull();
  });
  it('keeps seeks inside the window, short of the edge', () => {
    const window = { start: 10, end: 40 };
    expect(clampToDvr(5, window, 2)).toBe(10);
    expect(clampToDvr(39, window, 2)).toBe(36);
    expect(clampToDvr(20, window, 2)).toBe(20);
  });
});

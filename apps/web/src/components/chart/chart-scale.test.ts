import { describe, expect, it } from 'vitest';
import { areaPaths, indexAt, labelIndices, labelPlace, niceScale, summarise, yOf } from './chart-scale';

describe('the value axis of a dashboard chart', () => {
  it('rounds the top up to a step of 1, 2 or 5 times a power of ten, with at most four labels', () => {
    expect(niceScale(210, { integer: true })).toEqual({ max: 300, ticks: [0, 100, 200, 300] });
    expect(niceScale(180, { integer: true })).toEqual({ max: 200, ticks: [0, 100, 200] });
    expect(niceScale(30, { integer: true })).toEqual({ max: 30, ticks: [0, 10, 20, 30] });
    expect(niceScale(7, { integer: true })).toEqual({ max: 10, ticks: [0, 5, 10] });
    expect(niceScale(1000)).toEqual({ max: 1000, ticks: [0, 500, 1000] });
  });

  it('gives counts whole steps and hours decimal ones, without binary noise', () => {
    expect(niceScale(2, { integer: true }).ticks).toEqual([0, 1, 2]);
    expect(niceScale(0.3).ticks).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceScale(1.4).ticks).toEqual([0, 0.5, 1, 1.5]);
  });

  it('draws an empty or all-zero series on 0 to 1', () => {
    expect(niceScale(0, { integer: true })).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 0.5, 1] });
    expect(niceScale(Number.NaN).max).toBe(1);
  });

  it('never has more intervals than asked', () => {
    for (const max of [1, 3, 9, 11, 99, 101, 123, 999, 4321, 98_765]) {
      const scale = niceScale(max, { integer: true });
      expect(scale.ticks.length - 1).toBeLessThanOrEqual(3);
      expect(scale.max).toBeGreaterThanOrEqual(max);
    }
  });

  it('places values from the bottom (100) to the top (0), clamped', () => {
    expect(yOf(0, 300)).toBe(100);
    expect(yOf(150, 300)).toBe(50);
    expect(yOf(300, 300)).toBe(0);
    expect(yOf(-5, 300)).toBe(100);
    expect(yOf(400, 300)).toBe(0);
  });
});

describe('the day axis', () => {
  it('labels today and every seventh day before it', () => {
    expect(labelIndices(28)).toEqual([6, 13, 20, 27]);
    expect(labelIndices(5)).toEqual([4]);
    expect(labelIndices(0)).toEqual([]);
  });

  it('keeps the first and last labels inside the plot', () => {
    expect(labelPlace(0, 28)).toEqual({ left: 0, anchor: 'start' });
    expect(labelPlace(13, 28)).toEqual({ left: (13.5 / 28) * 100, anchor: 'middle' });
    expect(labelPlace(27, 28)).toEqual({ left: 100, anchor: 'end' });
  });

  it('finds the day under a finger, whatever the plot width', () => {
    expect(indexAt(0, 280, 28)).toBe(0);
    expect(indexAt(15, 280, 28)).toBe(1);
    expect(indexAt(279, 280, 28)).toBe(27);
    expect(indexAt(-10, 280, 28)).toBe(0);
    expect(indexAt(400, 280, 28)).toBe(27);
    expect(indexAt(10, 0, 28)).toBe(0);
  });
});

describe('the area of watch hours', () => {
  it('runs through the middle of each day and closes on the baseline', () => {
    expect(areaPaths([0, 1, 2], 2)).toEqual({ line: 'M0.5,100L1.5,50L2.5,0', area: 'M0.5,100L0.5,100L1.5,50L2.5,0L2.5,100Z' });
    expect(areaPaths([], 1)).toEqual({ line: '', area: '' });
  });
});

describe('what a series says at a glance', () => {
  it('totals it and finds its highest day, the latest on a tie', () => {
    expect(summarise([3, 9, 2, 9, 1])).toEqual({ total: 24, peak: 9, peakIndex: 3 });
    expect(summarise([0.1, 0.2])).toEqual({ total: 0.3, peak: 0.2, peakIndex: 1 });
    expect(summarise([])).toEqual({ total: 0, peak: 0, peakIndex: 0 });
  });
});

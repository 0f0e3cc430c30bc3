import { describe, expect, it } from 'vitest';
import { countdownTickMs, formatCountdown, formatViewers } from './live-time';

describe('formatCountdown', () => {
  it('is null once the time has come', () => {
    expect(formatCountdown(0)).toBeNull();
    expect(formatCountdown(-5000)).toBeNull();
    expect(formatCountdown(Number.NaN)).toBeNull();
  });
  it('counts seconds, then minutes, hours and days', () => {
    expect(formatCountdown(1)).toBe('1 s');
    expect(formatCountdown(12_000)).toBe('12 s');
    expect(formatCountdown(4 * 60_000 + 12_000)).toBe('4 min 12 s');
    expect(formatCountdown(60_000)).toBe('1 min 00 s');
    expect(formatCountdown(3_600_000 + 5 * 60_000)).toBe('1 h 05 min');
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 59_000)).toBe('2 j 3 h');
  });
  it('rounds a partial second up, so it never shows 0 s before the start', () => {
    expect(formatCountdown(400)).toBe('1 s');
  });
});

describe('countdownTickMs', () => {
  it('ticks each second in the last hour only', () => {
    expect(countdownTickMs(59 * 60_000)).toBe(1000);
    expect(countdownTickMs(2 * 3_600_000)).toBe(30_000);
  });
});

describe('formatViewers', () => {
  it('agrees in number', () => {
    expect(formatViewers(0)).toBe('0 spectateur');
    expect(formatViewers(1)).toBe('1 spectateur');
    expect(formatViewers(1234)).toBe('1\u202f234 spectateurs');
  });
});

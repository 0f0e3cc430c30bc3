import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatDayLong, formatDayShort, formatHours, formatViews, formatWatchHours, watchTimeScale } from './dashboard-format';

/** Intl writes French with no-break and narrow no-break spaces: compared here as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('figures at a glance, in French', () => {
  it('writes counts compactly with a decimal comma', () => {
    expect(plain(formatCompactNumber(0))).toBe('0');
    expect(plain(formatCompactNumber(950))).toBe('950');
    expect(plain(formatCompactNumber(1000))).toBe('1 k');
    expect(plain(formatCompactNumber(1234))).toBe('1,2 k');
    expect(plain(formatCompactNumber(12_345))).toBe('12 k');
    expect(plain(formatCompactNumber(123_456))).toBe('123 k');
    expect(plain(formatCompactNumber(1_500_000))).toBe('1,5 M');
    expect(plain(formatCompactNumber(2_000_000_000))).toBe('2 Md');
  });

  it('moves to the next unit rather than writing a thousand of one', () => {
    expect(plain(formatCompactNumber(999_999))).toBe('1 M');
    expect(plain(formatCompactNumber(9_999))).toBe('10 k');
  });

  it('keeps a decimal for small scale ticks', () => {
    expect(plain(formatCompactNumber(0.5))).toBe('0,5');
    expect(plain(formatCompactNumber(2.5))).toBe('2,5');
  });

  it('never breaks a figure from its unit', () => {
    expect(formatCompactNumber(1234)).toBe('1,2\u00a0k');
    expect(formatViews(12)).toBe('12\u00a0vues');
  });

  it('agrees views (French singular up to one) and writes hours with a comma', () => {
    expect(plain(formatViews(0))).toBe('0 vue');
    expect(plain(formatViews(1))).toBe('1 vue');
    expect(plain(formatViews(1234))).toBe('1 234 vues');
    expect(plain(formatViews(1234, true))).toBe('1,2 k vues');
    expect(formatHours(12.46)).toBe('12,5');
    expect(formatHours(3)).toBe('3');
    expect(plain(formatWatchHours(1.25))).toBe('1,3 h');
  });
});

describe('days in French', () => {
  it('labels an axis with the day and short month, whatever the phone’s time zone', () => {
    expect(formatDayShort('2026-11-03')).toBe('3 nov.');
    expect(formatDayShort('2026-03-01')).toBe('1 mars');
    expect(formatDayShort('2026-07-14')).toBe('14 juil.');
  });

  it('says a chart value’s day in full', () => {
    expect(formatDayLong('2026-11-03')).toBe('mardi 3 novembre');
    expect(formatDayLong('2026-01-01')).toBe('jeudi 1 janvier');
  });
});

describe('watchTimeScale', () => {
  it('reads in minutes while no day reaches an hour, so the axis never shows « 0,1 / 0 / 0 »', () => {
    const scale = watchTimeScale([0, 0.05, 0.1, 0.02]);
    expect(scale.unit).toBe('min');
    expect(scale.values).toEqual([0, 3, 6, 1]);
    expect(scale.format(6)).toBe('6\u00a0min');
  });

  it('reads in hours from an hour on', () => {
    const scale = watchTimeScale([0.5, 2.25]);
    expect(scale.unit).toBe('h');
    expect(scale.values).toEqual([0.5, 2.25]);
    expect(scale.format(2.5)).toBe('2,5\u00a0h');
  });
});

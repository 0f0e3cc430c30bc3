import { describe, expect, it } from 'vitest';
import { periodEndOf } from './plan-periods.js';

describe('periodEndOf', () => {
  it('adds a day, a week, a calendar month or year, kept within the month', () => {
    const from = new Date('2026-01-31T08:30:00Z');
    expect(periodEndOf('day', from).toISOString()).toBe('2026-02-01T08:30:00.000Z');
    expect(periodEndOf('week', from).toISOString()).toBe('2026-02-07T08:30:00.000Z');
    expect(periodEndOf('month', from).toISOString()).toBe('2026-02-28T08:30:00.000Z');
    expect(periodEndOf('month', new Date('2026-03-15T00:00:00Z')).toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(periodEndOf('year', new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});

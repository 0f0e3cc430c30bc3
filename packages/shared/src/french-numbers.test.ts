import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './french-numbers.js';

describe('formatWholeNumber', () => {
  it("writes numbers exactly as Intl's fr-FR does", () => {
    const intl = new Intl.NumberFormat('fr-FR');
    for (const n of [0, 7, 42, 999, 1000, 1234, 9999, 10_000, 123_456, 1_000_000, 987_654_321, -5, -1234, -1_000_000, 2.5, -0, 1e21, Number.MAX_SAFE_INTEGER]) {
      expect(formatWholeNumber(n)).toBe(intl.format(n));
    }
  });
});

describe('formatWholeNumber in English', () => {
  it("writes numbers exactly as Intl's en-GB does", () => {
    const intl = new Intl.NumberFormat('en-GB');
    for (const n of [0, 999, 1000, 10_000, 987_654_321, -1234, 2.5]) expect(formatWholeNumber(n, 'en')).toBe(intl.format(n));
  });
});

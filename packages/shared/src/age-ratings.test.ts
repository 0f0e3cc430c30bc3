import { describe, expect, it } from 'vitest';
import { AGE_RATINGS, ratingAllowed, ratingsUpTo } from './age-ratings.js';

describe('the age rating scale', () => {
  it('allows what is at most the maximum, and everything without one', () => {
    expect(AGE_RATINGS.filter((r) => ratingAllowed(r, '10'))).toEqual(['tous', '10']);
    expect(AGE_RATINGS.filter((r) => ratingAllowed(r, 'tous'))).toEqual(['tous']);
    expect(AGE_RATINGS.filter((r) => ratingAllowed(r, null))).toEqual(AGE_RATINGS);
    expect(ratingsUpTo('12')).toEqual(['tous', '10', '12']);
  });
});

import { describe, expect, it } from 'vitest';
import { parseRange } from './media-files.js';

describe('parseRange', () => {
  it('reads start-end, open-ended and suffix ranges, clamped to the file', () => {
    expect(parseRange('bytes=0-262143', 1_048_576)).toEqual({ start: 0, end: 262_143 });
    expect(parseRange('bytes=1000-', 2000)).toEqual({ start: 1000, end: 1999 });
    expect(parseRange('bytes=-500', 2000)).toEqual({ start: 1500, end: 1999 });
    expect(parseRange('bytes=0-99999', 2000)).toEqual({ start: 0, end: 1999 });
  });

  it('sends the whole file for no or unusable ranges, and 416 for impossible ones', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 10)).toBeNull();
    expect(parseRange('items=0-1', 10)).toBeNull();
    expect(parseRange('bytes=20-30', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
  });
});

import { describe, expect, it } from 'vitest';
import { setFilters } from './set-filters';

describe('setFilters', () => {
  it('keeps only the filters that are set ("" and undefined mean all)', () => {
    expect(setFilters({})).toEqual({});
    expect(setFilters({ kind: undefined, q: '', action: null, page: 1 })).toEqual({ page: 1 });
    expect(setFilters({ q: 'é & ?', active: false })).toEqual({ q: 'é & ?', active: false });
  });
});

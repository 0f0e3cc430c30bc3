import { describe, expect, it } from 'vitest';
import { withQuery } from './with-query';

describe('withQuery', () => {
  it('adds only the parameters that are set, encoded', () => {
    expect(withQuery('/api/admin/audit', {})).toBe('/api/admin/audit');
    expect(withQuery('/api/admin/audit', { kind: undefined, q: '', action: null, page: 1 })).toBe('/api/admin/audit?page=1');
    expect(withQuery('/api/x', { q: 'é & ?', active: false })).toBe('/api/x?q=%C3%A9+%26+%3F&active=false');
  });
});

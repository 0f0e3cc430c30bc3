import { describe, expect, it } from 'vitest';
import { apiPaths, pathTo } from './api-paths.js';

describe('pathTo', () => {
  it('fills parameters, encoded, and appends the defined query values', () => {
    expect(pathTo(apiPaths.playback, { id: 'a/b c' })).toBe('/api/videos/a%2Fb%20c/playback');
    expect(pathTo(apiPaths.videos, null, { section: 'trending', page: undefined })).toBe('/api/videos?section=trending');
    expect(pathTo(apiPaths.searchVideos, null, { q: 'forêt & mer' })).toBe('/api/videos/search?q=for%C3%AAt+%26+mer');
    expect(pathTo(apiPaths.authUser)).toBe('/api/auth/user');
  });
  it('has one pattern per path', () => {
    const values = Object.values(apiPaths);
    expect(new Set(values).size).toBe(values.length);
  });
});

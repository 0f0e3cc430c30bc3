import { apiPaths } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { homeReadUrls } from './home-reads';

describe('homeReadUrls', () => {
  it("names every row home asks for, by the address its query reads, the lives on air first", () => {
    expect(homeReadUrls(false)).toEqual([
      `${apiPaths.liveStreams}?active=true`,
      `${apiPaths.videos}?section=continue`,
      `${apiPaths.videos}?section=trending`,
      apiPaths.favorites,
      `${apiPaths.videos}?section=popular`,
      `${apiPaths.videos}?section=premium`,
    ]);
  });

  it("leaves out Premium's row on a kids profile, which home does not show it", () => {
    expect(homeReadUrls(true)).not.toContain(`${apiPaths.videos}?section=premium`);
    expect(homeReadUrls(true)).toHaveLength(5);
  });
});

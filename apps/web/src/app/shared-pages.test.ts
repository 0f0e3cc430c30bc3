import { apiPaths, safeNextPath, SHARED_PAGES, sharedPagePath, withNextPath } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { pathAfterSignIn } from './after-sign-in';
import { creatorPagePaths, liveViewerPaths, signInRedirectPaths, videoPaths } from './route-paths';

/** A route pattern with its parameter named as the shared contract names it. */
const byId = (pattern: string) => pattern.replace(/:\w+/g, ':id');
const ID = '0d5e3c1a-0001-4000-8000-00000000c001';

describe('the pages a shared link opens', () => {
  it('are the pages the app routes to the item, as the server describes them to link previews', () => {
    expect([...SHARED_PAGES.video.paths]).toEqual([...videoPaths]);
    expect([...SHARED_PAGES.live.paths]).toEqual([byId(liveViewerPaths.byRoute)]);
    expect([...SHARED_PAGES.creator.paths]).toEqual([creatorPagePaths.channel]);
  });

  it('send a visitor without a session to sign in, and back to the item afterwards', () => {
    for (const kind of ['video', 'live', 'creator'] as const) {
      const page = sharedPagePath(kind, ID);
      expect(signInRedirectPaths.map(byId), page).toContain(SHARED_PAGES[kind].canonical);
      const login = withNextPath(apiPaths.loginRedirect, page);
      expect(safeNextPath(new URL(login, 'https://kora.example').searchParams.get('next'))).toBe(page);
      expect(pathAfterSignIn([{ usable: true }], page)).toBe(page);
    }
  });
});

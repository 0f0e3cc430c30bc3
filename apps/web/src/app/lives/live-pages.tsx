import type { AuthUser } from '@kora/shared';
import { lazy } from 'react';

/*
 * The live pages, each its own chunk, behind one lazy module: the first load's table of chunks to
 * preload lists this module once, not every live page and the pieces they share.
 */
const LivePage = lazy(() => import('../../features/lives/pages/live-page'));
const LiveRestrictedPage = lazy(() => import('../../features/lives/pages/live-restricted-page'));
const LiveViewerRoute = lazy(() => import('./live-viewer-route'));
const StreamPage = lazy(() => import('../../features/lives/pages/stream-page'));
const TestLivePage = lazy(() => import('../../features/lives/pages/test-live-page'));

export type LivePageName = 'live' | 'restricted' | 'viewer' | 'viewer-by-query' | 'demo' | 'stream' | 'test-live';

/** One of the live pages; `user` is null only for 'restricted' (/live signed out). */
export default function LivePages({ page, user }: { page: LivePageName; user: AuthUser | null }) {
  if (page === 'restricted' || !user) return <LiveRestrictedPage />;
  switch (page) {
    case 'live':
      return <LivePage user={user} />;
    case 'viewer':
      return <LiveViewerRoute user={user} from="route" />;
    case 'viewer-by-query':
      return <LiveViewerRoute user={user} from="query" />;
    case 'demo':
      return <LiveViewerRoute user={user} from="demo" />;
    case 'stream':
      return <StreamPage />;
    case 'test-live':
      return <TestLivePage />;
  }
}

import { DEMO_LIVE_ID } from '@kora/shared';
import { useParams, useSearchParams } from '../../lib/router';

/**
 * Which live a viewer page shows (live-creators-admin.md §2): /live-viewer/{streamId} reads the
 * route, then the query parameter stream, then the demo live; /live-viewer reads only ?stream=
 * (default: the demo live); /live/watch is always the demo live.
 */
export function useLiveId(from: 'route' | 'query' | 'demo'): string {
  const { streamId } = useParams();
  const [search] = useSearchParams();
  if (from === 'demo') return DEMO_LIVE_ID;
  const fromQuery = search.get('stream') || DEMO_LIVE_ID;
  return from === 'route' ? streamId || fromQuery : fromQuery;
}

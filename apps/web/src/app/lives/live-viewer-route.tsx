import type { User } from '@kora/shared';
import LiveViewerPage from '../../features/lives/pages/live-viewer-page';
import { useLiveId } from '../../features/lives/use-live-id';

/**
 * /live-viewer/{streamId}, /live-viewer?stream= and /live/watch: the live viewer. The live chat
 * feature's panel is composed here (the page's `chat` slot) once it exists.
 */
export default function LiveViewerRoute({ user, from }: { user: User; from: 'route' | 'query' | 'demo' }) {
  const id = useLiveId(from);
  // Keyed by id: another live starts a fresh page (player, join polling).
  return <LiveViewerPage key={id} id={id} user={user} />;
}

import { type AuthUser, type LiveStream, profileMessages } from '@kora/shared';
import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import LiveViewerPage from '../../features/lives/pages/live-viewer-page';
import { useLiveId } from '../../features/lives/use-live-id';
import { isKidsProfile } from '../../lib/kids-profile';

// The chat (its socket, moderation, styles) is a chunk of its own, asked for once the live is shown.
const ChatPanel = lazy(() => import('../../features/chat/components/chat-panel'));

/** A live's viewer page with its chat (read-only on a kids profile); the chat's socket counts the people on the page. */
function LiveViewerWithChat({ id, user }: { id: string; user: AuthUser }) {
  const [viewerCount, setViewerCount] = useState<number | null>(null);
  const chat = (live: LiveStream) => (
    <Suspense fallback={<Skeleton className="live-viewer__chat-skeleton" />}>
      <ChatPanel
        streamId={live.id}
        userId={user.id}
        ended={live.phase === 'ended'}
        onViewerCount={setViewerCount}
        readOnlyNote={isKidsProfile(user) ? profileMessages.chatReadOnly : undefined}
      />
    </Suspense>
  );
  return <LiveViewerPage id={id} user={user} viewerCount={viewerCount} chat={chat} />;
}

/**
 * /live-viewer/{streamId}, /live-viewer?stream= and /live/watch: the live viewer, composed with the
 * live chat feature's panel in the page's `chat` slot.
 */
export default function LiveViewerRoute({ user, from }: { user: AuthUser; from: 'route' | 'query' | 'demo' }) {
  const id = useLiveId(from);
  // Keyed by id: another live starts a fresh page (player, chat and its socket, viewer count).
  return <LiveViewerWithChat key={id} id={id} user={user} />;
}

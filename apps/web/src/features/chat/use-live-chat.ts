import { useEffect, useState, useSyncExternalStore } from 'react';
import { createChatSession, type ChatSession, type ChatSnapshot } from './chat-session';

/** The chat of one live for this page: one session, hence one WebSocket, per mounted panel. */
export function useLiveChat(streamId: string, userId: string): [ChatSnapshot, ChatSession] {
  // The route keys the page by live, so the session never has to change; connecting waits for the effect.
  const [session] = useState(() => createChatSession(streamId, userId));
  useEffect(() => session.open(), [session]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return [snapshot, session];
}

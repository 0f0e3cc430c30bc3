import { chatMessages } from '@kora/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { chatTexts } from '../chat-texts';
import { useLiveChat } from '../use-live-chat';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { ChatModesControls, ChatModesInfo } from './chat-modes';
import { ChatSanctions } from './chat-sanctions';
import { ChatStatus } from './chat-status';
import '../chat.css';

export interface ChatPanelProps {
  streamId: string;
  userId: string;
  /** The live is over: its chat stays readable, nobody writes any more. */
  ended: boolean;
  /** People on the live's page, as the chat's socket counts them. */
  onViewerCount?: (count: number) => void;
  /** Shown under the live's replay: headed 'Chat du direct' (an ended live's page: 'Chat (terminé)') rather than 'Chat en direct'. */
  replay?: boolean;
  /** Why this viewer reads without writing (a kids profile): said in place of the input. */
  readOnlyNote?: string;
}

/**
 * The chat of a live (live-creators-admin.md §2 'Chat panel'): the connection as it is, the last
 * messages then new ones as they come, the input, and for the live's creator and admins the
 * moderation of each message and the chat's modes. Loaded on its own (React.lazy) by the viewer.
 */
export default function ChatPanel({ streamId, userId, ended, onViewerCount, replay = false, readOnlyNote }: ChatPanelProps) {
  const [chat, session] = useLiveChat(streamId, userId);
  const [modesOpen, setModesOpen] = useState(false);
  const titleId = useId();
  const modesId = useId();
  const canModerate = chat.me?.canModerate ?? false;

  useEffect(() => {
    if (chat.viewerCount !== null) onViewerCount?.(chat.viewerCount);
  }, [chat.viewerCount, onViewerCount]);

  return (
    <section className="chat" aria-labelledby={titleId}>
      <header className="chat__header">
        <h2 className="chat__title" id={titleId}>
          {replay ? chatMessages.replayTitle : ended ? chatMessages.endedTitle : chatMessages.title}
        </h2>
        {/* Nothing more comes to an ended live's chat: no connection to speak of. */}
        {!ended && <ChatStatus status={chat.status} onRetry={session.retryNow} />}
        {canModerate && !ended && (
          <button
            type="button"
            className="icon-button chat__modes-toggle"
            aria-label={chatTexts.settings}
            aria-expanded={modesOpen}
            aria-controls={modesId}
            onClick={() => setModesOpen(!modesOpen)}
          >
            <SlidersHorizontal size={18} aria-hidden />
          </button>
        )}
      </header>
      {canModerate && modesOpen && !ended ? (
        <div id={modesId} className="chat__modes">
          {chat.settings && <ChatModesControls streamId={streamId} settings={chat.settings} />}
          <ChatSanctions streamId={streamId} />
        </div>
      ) : (
        chat.settings && <ChatModesInfo settings={chat.settings} />
      )}
      <ChatLog
        messages={chat.timeline.messages}
        pending={chat.pending}
        loaded={chat.timeline.cursor !== null}
        userId={userId}
        moderateIn={canModerate ? streamId : null}
        onResend={session.resend}
        onDiscard={session.discard}
      />
      {ended || readOnlyNote ? (
        <p className="chat__read-only">{ended ? chatMessages.readOnlyEnded : readOnlyNote}</p>
      ) : (
        <ChatComposer draft={chat.draft} notice={chat.notice} onDraftChange={session.setDraft} onSend={session.send} onNoticeEnd={session.clearNotice} />
      )}
    </section>
  );
}

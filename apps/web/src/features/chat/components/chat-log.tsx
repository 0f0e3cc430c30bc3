import { chatMessages, type ChatMessage } from '@kora/shared';
import { ArrowDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { PendingSend } from '../chat-pending';
import { chatTexts } from '../chat-texts';
import { ChatMessageItem } from './chat-message-item';

interface ChatLogProps {
  messages: ChatMessage[];
  pending: PendingSend[];
  loaded: boolean;
  userId: string;
  /** The live's id when I may moderate (its creator, an admin). */
  moderateIn: string | null;
  onResend: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

/** Within this distance of the bottom, the list follows new messages. */
const STICK_PX = 48;

/**
 * The messages, oldest first, then mine on their way (greyed). The list stays at the bottom as
 * messages come, unless the person scrolled up to read (then 'Derniers messages' brings it back).
 */
export function ChatLog({ messages, pending, loaded, userId, moderateIn, onResend, onDiscard }: ChatLogProps) {
  const list = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);

  useLayoutEffect(() => {
    const element = list.current;
    if (element && atBottom) element.scrollTop = element.scrollHeight;
  }, [messages, pending, atBottom]);

  const onScroll = () => {
    const element = list.current;
    if (element) setAtBottom(element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX);
  };

  return (
    <div className="chat-log">
      <div ref={list} className="chat-log__scroll" role="log" aria-live="polite" aria-label={chatTexts.logLabel} tabIndex={0} onScroll={onScroll}>
        <ol className="chat-log__list">
          {loaded && messages.length === 0 && pending.length === 0 && <li className="chat-log__empty">{chatMessages.empty}</li>}
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              mine={message.userId === userId}
              moderateIn={moderateIn && message.role === 'viewer' ? moderateIn : null}
            />
          ))}
          {pending.map((send) => (
            <li key={send.clientId} className="chat-message chat-message--pending" data-testid="chat-pending" data-state={send.state}>
              <p className="chat-message__body">
                <span className="chat-message__text">{send.message}</span>
                {send.state === 'failed' && (
                  <span className="chat-message__failed">
                    {' '}
                    {chatTexts.notSent}{' '}
                    <button type="button" onClick={() => onResend(send.clientId)}>
                      {chatTexts.retry}
                    </button>{' '}
                    <button type="button" onClick={() => onDiscard(send.clientId)}>
                      {chatTexts.discard}
                    </button>
                  </span>
                )}
              </p>
            </li>
          ))}
        </ol>
      </div>
      {!atBottom && (
        <button type="button" className="chat-log__latest" onClick={() => setAtBottom(true)}>
          <ArrowDown size={16} aria-hidden /> {chatTexts.latest}
        </button>
      )}
    </div>
  );
}

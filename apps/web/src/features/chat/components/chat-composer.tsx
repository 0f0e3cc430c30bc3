import { chatLimits, chatMessages } from '@kora/shared';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/cx';
import { draftCounter, messageOf } from '../chat-composer-rules';
import type { ChatNotice } from '../chat-session';
import { chatTexts } from '../chat-texts';
import { ChatNoticeLine } from './chat-notice';

interface ChatComposerProps {
  draft: string;
  notice: ChatNotice | null;
  onDraftChange: (value: string) => void;
  onSend: () => void;
  onNoticeEnd: () => void;
}

/**
 * The input (live-creators-admin.md §2, §5): one line, Enter sends the trimmed text, an empty one is not
 * sent, a counter shows past 450 characters and the input stops at 500. While a sanction, flood or
 * slow mode holds, the reason and the time left show above it and sending waits.
 */
export function ChatComposer({ draft, notice, onDraftChange, onSend, onNoticeEnd }: ChatComposerProps) {
  const counter = draftCounter(draft);
  const canSend = messageOf(draft) !== null && !notice?.blocking;
  const trySend = () => {
    if (canSend) onSend();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    trySend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    trySend();
  };
  // Android keyboards often send no usable key code for Enter: the line break it would insert is caught instead.
  const latestSend = useRef(trySend);
  useEffect(() => {
    latestSend.current = trySend;
  });
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType !== 'insertLineBreak' && event.inputType !== 'insertParagraph') return;
      event.preventDefault();
      latestSend.current();
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, []);
  return (
    <form className="chat-composer" onSubmit={submit}>
      {notice && <ChatNoticeLine key={`${notice.message}@${notice.until}`} notice={notice} onEnd={onNoticeEnd} />}
      <div className="chat-composer__row">
        <textarea
          ref={textarea}
          className="input chat-composer__input"
          aria-label={chatTexts.messageLabel}
          placeholder={chatMessages.placeholder}
          value={draft}
          maxLength={chatLimits.messageMax}
          rows={1}
          enterKeyHint="send"
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="chat-composer__send" aria-label={chatMessages.send} disabled={!canSend}>
          <SendHorizontal size={20} aria-hidden />
        </button>
      </div>
      {counter && (
        <p className={cx('chat-composer__counter', draft.length >= chatLimits.messageMax && 'chat-composer__counter--full')} data-testid="chat-counter">
          {counter}
        </p>
      )}
    </form>
  );
}

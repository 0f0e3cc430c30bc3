import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatClock } from '../../../lib/format';
import { secondsUntil } from '../chat-composer-rules';
import type { ChatNotice } from '../chat-session';
import { chatTexts } from '../chat-texts';

/**
 * Why I may not write, in the server's words, with the time left until I may ('0:42'), counted
 * down each second; `onEnd` when it is over.
 */
export function ChatNoticeLine({ notice, onEnd }: { notice: ChatNotice; onEnd: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(notice.until, now);
  useEffect(() => {
    if (left === null) return;
    if (left <= 0) {
      onEnd();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onEnd]);
  return (
    <p className="chat-notice" data-testid="chat-notice" aria-live="polite">
      {notice.message}
      {left !== null && left > 0 && (
        <span className="chat-notice__left" aria-label={chatTexts.timeLeft(formatClock(left))}>
          <Timer size={14} aria-hidden />
          <time dateTime={`PT${left}S`}>{formatClock(left)}</time>
        </span>
      )}
    </p>
  );
}

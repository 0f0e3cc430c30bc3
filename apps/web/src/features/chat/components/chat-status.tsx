import { chatMessages } from '@kora/shared';
import type { ChatConnection } from '../chat-socket';
import { chatTexts } from '../chat-texts';

/** The connection's name, read as the status renders (in the page's language), never when the module loads. */
const labelOf = (status: ChatConnection): string => chatMessages[status];

/** The connection as it is (live-creators-admin.md §2, §4); while down, 'Réessayer' tries again now. */
export function ChatStatus({ status, onRetry }: { status: ChatConnection; onRetry: () => void }) {
  return (
    <p className="chat-status">
      <span className="chat-status__state" data-testid="chat-status" data-state={status} aria-live="polite">
        <span className="chat-status__dot" aria-hidden />
        {labelOf(status)}
      </span>
      {status === 'disconnected' && (
        <button type="button" className="chat-status__retry" onClick={onRetry}>
          {chatTexts.retry}
        </button>
      )}
    </p>
  );
}

import { chatMessages } from '@kora/shared';
import type { ChatConnection } from '../chat-socket';

const label: Record<ChatConnection, string> = {
  connecting: chatMessages.connecting,
  connected: chatMessages.connected,
  disconnected: chatMessages.disconnected,
};

/** The connection as it is (live-creators-admin.md §2, §4); while down, 'Réessayer' tries again now. */
export function ChatStatus({ status, onRetry }: { status: ChatConnection; onRetry: () => void }) {
  return (
    <p className="chat-status">
      <span className="chat-status__state" data-testid="chat-status" data-state={status} aria-live="polite">
        <span className="chat-status__dot" aria-hidden />
        {label[status]}
      </span>
      {status === 'disconnected' && (
        <button type="button" className="chat-status__retry" onClick={onRetry}>
          Réessayer
        </button>
      )}
    </p>
  );
}

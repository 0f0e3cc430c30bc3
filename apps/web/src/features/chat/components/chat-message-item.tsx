import { chatMessages, type ChatMessage } from '@kora/shared';
import { Badge } from '../../../components/ui/badge';
import { cx } from '../../../lib/cx';
import { ChatMessageText } from './chat-message-text';
import { ChatModerationMenu } from './chat-moderation-menu';

const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** "14:05": when a message was written. */
function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

interface ChatMessageItemProps {
  message: ChatMessage;
  mine: boolean;
  /** The live's id when I may moderate this message (not the creator's or an admin's). */
  moderateIn: string | null;
}

/** One message: the time, its author with the 'Créateur' or 'Admin' badge, its text. */
export function ChatMessageItem({ message, mine, moderateIn }: ChatMessageItemProps) {
  return (
    <li className={cx('chat-message', mine && 'chat-message--mine')} data-testid="chat-message" data-seq={message.seq}>
      <p className="chat-message__body">
        <time className="chat-message__time" dateTime={message.createdAt}>
          {formatTime(message.createdAt)}
        </time>{' '}
        <span className="chat-message__author">{message.username}</span>
        {message.role !== 'viewer' && (
          <>
            {' '}
            <Badge variant={message.role === 'creator' ? 'primary' : 'danger'} className="chat-message__badge">
              {message.role === 'creator' ? chatMessages.creatorBadge : chatMessages.adminBadge}
            </Badge>
          </>
        )}
        <span className="chat-message__colon"> : </span>
        <span className="chat-message__text">
          <ChatMessageText message={message.message} role={message.role} />
        </span>
      </p>
      {moderateIn && <ChatModerationMenu message={message} streamId={moderateIn} />}
    </li>
  );
}

import type { ChatRole } from '@kora/shared';
import { splitLinks } from '../chat-links';

/**
 * A message as text nodes only (never HTML). Addresses are links only in messages of the live's
 * creator and admins; anyone else's stay plain text, so a viewer cannot send people elsewhere.
 */
export function ChatMessageText({ message, role }: { message: string; role: ChatRole }) {
  if (role === 'viewer') return <>{message}</>;
  return (
    <>
      {splitLinks(message).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

import { chatMessages } from '@kora/shared';
import { toastActionError } from '../../../lib/action-error';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useChatSanctions } from '../api/get-chat-sanctions';
import { useLiftChatSanction } from '../api/lift-chat-sanction';
import { chatTexts } from '../chat-texts';

/** The timeouts and bans in force in this live's chat, each with 'Lever' (a moderator's mistake is undone here). */
export function ChatSanctions({ streamId }: { streamId: string }) {
  const sanctions = useChatSanctions(streamId);
  const lift = useLiftChatSanction(streamId);
  if (!sanctions.data?.length) return null;
  const texts = chatTexts.sanctions;
  return (
    <div className="chat-sanctions">
      <p className="chat-sanctions__title">{texts.title}</p>
      <ul className="chat-sanctions__list">
        {sanctions.data.map((sanction) => (
          <li key={sanction.userId} className="chat-sanctions__item">
            <span>
              <strong>{sanction.username}</strong> ·{' '}
              {sanction.kind === 'ban' ? texts.banned : sanction.until ? texts.timedOutUntil(formatDateTime(sanction.until)) : texts.timedOut}
            </span>
            <button
              type="button"
              aria-label={texts.liftLabel(sanction.username)}
              disabled={lift.isPending}
              onClick={() =>
                lift.mutate(sanction.userId, {
                  onSuccess: () => toast({ title: chatMessages.lifted, description: texts.lifted(sanction.username) }),
                  onError: (error) => toastActionError(error, texts.liftFailed),
                })
              }
            >
              {texts.lift}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

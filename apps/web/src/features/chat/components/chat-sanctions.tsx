import { chatMessages } from '@kora/shared';
import { toastActionError } from '../../../lib/action-error';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useChatSanctions } from '../api/get-chat-sanctions';
import { useLiftChatSanction } from '../api/lift-chat-sanction';

/** The timeouts and bans in force in this live's chat, each with 'Lever' (a moderator's mistake is undone here). */
export function ChatSanctions({ streamId }: { streamId: string }) {
  const sanctions = useChatSanctions(streamId);
  const lift = useLiftChatSanction(streamId);
  if (!sanctions.data?.length) return null;
  return (
    <div className="chat-sanctions">
      <p className="chat-sanctions__title">Sanctions en cours</p>
      <ul className="chat-sanctions__list">
        {sanctions.data.map((sanction) => (
          <li key={sanction.userId} className="chat-sanctions__item">
            <span>
              <strong>{sanction.username}</strong> ·{' '}
              {sanction.kind === 'ban' ? 'banni' : sanction.until ? <>exclu jusqu’à {formatDateTime(sanction.until)}</> : 'exclu'}
            </span>
            <button
              type="button"
              aria-label={`Lever la sanction de ${sanction.username}`}
              disabled={lift.isPending}
              onClick={() =>
                lift.mutate(sanction.userId, {
                  onSuccess: () => toast({ title: chatMessages.lifted, description: `${sanction.username} peut de nouveau écrire.` }),
                  onError: (error) => toastActionError(error, 'Impossible de lever la sanction'),
                })
              }
            >
              Lever
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

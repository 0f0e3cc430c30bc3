import { chatMessages, type ChatMessage, type ChatSanctionBody } from '@kora/shared';
import { MoreVertical } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useHideChatMessage } from '../api/hide-chat-message';
import { useSanctionChatUser } from '../api/sanction-chat-user';
import { chatTexts } from '../chat-texts';
import { useCloseOnOutsidePointer } from '../../../lib/use-close-on-outside-pointer';

/** The timeouts on offer, their labels read as the menu renders (in the page's language), never when the module loads. */
const sanctions = (): Array<{ label: string; sanction: ChatSanctionBody; done: (name: string) => string }> => [
  { label: chatMessages.timeout5, sanction: { kind: 'timeout', seconds: 300 }, done: (name) => chatTexts.moderation.timedOut5(name) },
  { label: chatMessages.timeout60, sanction: { kind: 'timeout', seconds: 3600 }, done: (name) => chatTexts.moderation.timedOut60(name) },
];

/**
 * The moderator's actions on a message (the live's creator and admins): hide it for everyone,
 * time its author out for 5 min or 1 h, or ban them from this live's chat (after confirming).
 */
export function ChatModerationMenu({ message, streamId }: { message: ChatMessage; streamId: string }) {
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const [confirmBan, setConfirmBan] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const hide = useHideChatMessage(streamId);
  const sanction = useSanctionChatUser(streamId);

  useCloseOnOutsidePointer(open, root, closeMenu);

  const punish = (body: ChatSanctionBody, done: string) =>
    sanction.mutate(
      { userId: message.userId, sanction: body },
      { onSuccess: () => toast({ title: done }), onError: (error) => toastActionError(error, chatTexts.moderation.sanctionFailed), onSettled: () => setConfirmBan(false) },
    );
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div className="chat-moderation" ref={root} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="chat-moderation__button"
        aria-label={chatTexts.moderation.label(message.username)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <MoreVertical size={16} aria-hidden />
      </button>
      {open && (
        <div className="chat-moderation__menu" id={menuId} role="menu">
          <button type="button" role="menuitem" onClick={act(() => hide.mutate(message.id, { onError: (error) => toastActionError(error, chatTexts.moderation.hideFailed) }))}>
            {chatMessages.hide}
          </button>
          {sanctions().map(({ label, sanction: body, done }) => (
            <button key={label} type="button" role="menuitem" onClick={act(() => punish(body, done(message.username)))}>
              {label}
            </button>
          ))}
          <button type="button" role="menuitem" className="chat-moderation__danger" onClick={act(() => setConfirmBan(true))}>
            {chatMessages.ban}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirmBan}
        title={chatTexts.moderation.banTitle(message.username)}
        confirmLabel={chatMessages.ban}
        busy={sanction.isPending}
        onConfirm={() => punish({ kind: 'ban' }, chatTexts.moderation.banned(message.username))}
        onClose={() => setConfirmBan(false)}
      >
        {chatTexts.moderation.banText(message.username)}
      </ConfirmDialog>
    </div>
  );
}

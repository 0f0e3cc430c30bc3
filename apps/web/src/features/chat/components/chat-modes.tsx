import { chatLimits, chatMessages, type ChatSettings, type ChatSettingsBody } from '@kora/shared';
import { useId } from 'react';
import { Select } from '../../../components/ui/input';
import { toastActionError } from '../../../lib/action-error';
import { chatTexts } from '../chat-texts';
import { useUpdateChatSettings } from '../api/update-chat-settings';

/** "5 s", "1 min", "Désactivé". */
function slowModeLabel(seconds: number): string {
  if (seconds === 0) return chatTexts.slowModeOff;
  return seconds < 60 ? `${seconds} s` : `${seconds / 60} min`;
}

/** What everyone sees of the chat's modes: 'Mode lent : 30 s', 'Réservé aux abonnés'. */
export function ChatModesInfo({ settings }: { settings: ChatSettings }) {
  if (settings.slowModeSeconds === 0 && !settings.subscribersOnly) return null;
  return (
    <p className="chat-modes__info">
      {[settings.slowModeSeconds > 0 && chatTexts.slowModeInfo(slowModeLabel(settings.slowModeSeconds)), settings.subscribersOnly && chatMessages.subscribersOnly]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}

/** The moderator's row: slow mode (one message per 5 s … 2 min per person) and subscribers-only mode. */
export function ChatModesControls({ streamId, settings }: { streamId: string; settings: ChatSettings }) {
  const id = useId();
  const update = useUpdateChatSettings(streamId);
  const change = (body: ChatSettingsBody) => update.mutate(body, { onError: (error) => toastActionError(error, chatTexts.settingsFailed) });
  return (
    <div className="chat-modes" aria-busy={update.isPending || undefined}>
      <label className="chat-modes__field" htmlFor={`${id}-slow`}>
        {chatMessages.slowMode}
        <Select
          id={`${id}-slow`}
          className="chat-modes__select"
          value={settings.slowModeSeconds}
          disabled={update.isPending}
          onChange={(event) => change({ slowModeSeconds: Number(event.target.value) as ChatSettingsBody['slowModeSeconds'] })}
        >
          {chatLimits.slowModeChoices.map((seconds) => (
            <option key={seconds} value={seconds}>
              {slowModeLabel(seconds)}
            </option>
          ))}
        </Select>
      </label>
      <label className="chat-modes__field">
        <input
          type="checkbox"
          checked={settings.subscribersOnly}
          disabled={update.isPending}
          onChange={(event) => change({ subscribersOnly: event.target.checked })}
        />
        {chatMessages.subscribersOnly}
      </label>
    </div>
  );
}

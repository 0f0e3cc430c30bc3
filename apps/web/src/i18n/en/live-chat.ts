import { chatMessages, translation } from '@kora/shared';
import { chatTexts } from '../../features/chat/chat-texts';

export const englishLiveChat = [
  translation(chatTexts, {
    messageLabel: 'Your message',
    logLabel: 'Chat messages',
    notSent: 'Not sent.',
    retry: 'Retry',
    discard: 'Remove',
    latest: 'Latest messages',
    settings: 'Chat settings',
    reconnecting: 'Reconnecting…',
    timeLeft: (clock) => `Time left: ${clock}`,
    slowModeOff: 'Off',
    slowModeInfo: (duration) => `${chatMessages.slowMode}: ${duration}`,
    settingsFailed: 'Could not change the chat settings',
    moderation: {
      label: (name) => `Moderate ${name}’s message`,
      hideFailed: 'Could not hide the message',
      sanctionFailed: 'Could not apply the restriction',
      timedOut5: (name) => `${name} cannot write for 5 min.`,
      timedOut60: (name) => `${name} cannot write for 1 h.`,
      banTitle: (name) => `Ban ${name} from the chat?`,
      banText: (name) => `${name} will no longer be able to write in this live stream’s chat.`,
      banned: (name) => `${name} is banned from this live stream’s chat.`,
    },
    sanctions: {
      title: 'Current restrictions',
      banned: 'banned',
      timedOut: 'timed out',
      timedOutUntil: (date) => `timed out until ${date}`,
      liftLabel: (name) => `Lift ${name}’s restriction`,
      lifted: (name) => `${name} can write again.`,
      liftFailed: 'Could not lift the restriction',
      lift: 'Lift',
    },
  }),
];

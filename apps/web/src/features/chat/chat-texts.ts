import { chatMessages, defineMessages } from '@kora/shared';

/** The chat panel's own words (the shared ones, with the server's refusals, are chatMessages of @kora/shared). */
export const chatTexts = defineMessages('chatTexts', {
  messageLabel: 'Votre message',
  logLabel: 'Messages du chat',
  notSent: 'Non envoyé.',
  retry: 'Réessayer',
  discard: 'Retirer',
  latest: 'Derniers messages',
  settings: 'Réglages du chat',
  reconnecting: 'Reconnexion en cours…',
  timeLeft: (clock: string) => `Temps restant : ${clock}`,
  slowModeOff: 'Désactivé',
  slowModeInfo: (duration: string) => `${chatMessages.slowMode} : ${duration}`,
  settingsFailed: 'Impossible de modifier le chat',
  moderation: {
    label: (name: string) => `Modérer le message de ${name}`,
    hideFailed: 'Impossible de masquer le message',
    sanctionFailed: 'Sanction impossible',
    timedOut5: (name: string) => `${name} ne peut plus écrire pendant 5 min.`,
    timedOut60: (name: string) => `${name} ne peut plus écrire pendant 1 h.`,
    banTitle: (name: string) => `Bannir ${name} du chat ?`,
    banText: (name: string) => `${name} ne pourra plus écrire dans le chat de ce live.`,
    banned: (name: string) => `${name} est banni du chat de ce live.`,
  },
  sanctions: {
    title: 'Sanctions en cours',
    banned: 'banni',
    timedOut: 'exclu',
    timedOutUntil: (date: string) => `exclu jusqu’à ${date}`,
    liftLabel: (name: string) => `Lever la sanction de ${name}`,
    lifted: (name: string) => `${name} peut de nouveau écrire.`,
    liftFailed: 'Impossible de lever la sanction',
    lift: 'Lever',
  },
} as const);

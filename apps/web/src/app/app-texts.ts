import { defineMessages } from '@kora/shared';

/** What the app says before any page: the session check that could not reach Kora (the first load carries it). */
export const appTexts = defineMessages('appTexts', {
  unreachableTitle: 'Connexion impossible',
  unreachable: 'Kora ne répond pas pour le moment. Vérifiez votre connexion internet puis réessayez.',
} as const);

import { defineMessages } from '@kora/shared';

/** The profiles' screens' words not in the shared profileMessages. */
export const profilesTexts = defineMessages('profilesTexts', {
  /** /settings on a kids profile. */
  settingsTitle: 'Paramètres',
} as const);

import { defineMessages } from '@kora/shared';

/** « Partager » and its menu (a video's or a live's page, never home). */
export const uiShareTexts = defineMessages('uiShareTexts', {
  share: 'Partager',
  copyLink: 'Copier le lien',
  copied: 'Lien copié',
  copyFailed: 'Copie impossible',
} as const);

import { defineMessages } from '@kora/shared';
import { MAX_SOURCE_HEIGHT } from './source-limits.js';

export const browserMessages = defineMessages('browserIngestMessages', {
  notWebm: "Le flux reçu n'est pas de la vidéo WebM.",
  failed: "Le transcodage du direct s'est interrompu.",
  tooFast: 'Le débit envoyé dépasse ce que le serveur accepte.',
  tooTall: `L'image envoyée dépasse ${MAX_SOURCE_HEIGHT} lignes.`,
} as const);

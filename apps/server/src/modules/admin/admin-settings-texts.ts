import { defineMessages } from '@kora/shared';

/** Where each setting is set, as the admin area says it. */
export const settingSources = defineMessages('settingSources', {
  maxUploadMb: 'MAX_UPLOAD_MB (variable d’environnement, 100 par défaut)',
  defaultTier: 'Kora : tout nouveau compte commence à ce niveau ; un abonnement ou un administrateur le change ensuite',
  creatorVideoReview: 'CREATOR_VIDEO_REVIEW (variable d’environnement, true par défaut)',
});

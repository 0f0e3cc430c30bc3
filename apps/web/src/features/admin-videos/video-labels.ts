import type { AdminVideoFilter } from '@kora/shared';

/** The state filter's choices in French ('' is every video). */
export const statusFilterLabels: Record<AdminVideoFilter | '', string> = {
  '': 'Tous',
  ready: 'Prête',
  processing: 'En traitement',
  failed: 'Échec',
  blocked: 'Bloquée',
  pending_review: 'À valider',
  rejected: 'Rejetée',
};

/** The tier filter's first choice; the tiers themselves are the contract's tierLabels. */
export const ALL_TIERS_LABEL = 'Tous';

/** The age rating filter's first choice; the ratings themselves are the contract's short labels. */
export const ALL_AGE_RATINGS_LABEL = 'Toutes';

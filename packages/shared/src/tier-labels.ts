import { defineMessages } from './i18n/catalogue.js';
import type { AccountType, SubscriptionStatus, Tier } from './tiers.js';

export const accountTypeLabels = defineMessages('accountTypeLabels', {
  simple: 'Utilisateur Simple',
  creator: 'Créateur de Contenu',
  admin: 'Administrateur',
} satisfies Record<AccountType, string>);

/** A tier in French, as the admin area shows it. */
export const tierLabels = defineMessages('tierLabels', {
  free: 'Gratuit',
  basic: 'Basic',
  premium: 'Premium',
  family: 'Famille',
} satisfies Record<Tier, string>);

/** A subscription's status in French. */
export const subscriptionStatusLabels = defineMessages('subscriptionStatusLabels', {
  active: 'Actif',
  inactive: 'Inactif',
  pending: 'En attente',
  canceled: 'Annulé',
  past_due: 'Paiement en retard',
} satisfies Record<SubscriptionStatus, string>);

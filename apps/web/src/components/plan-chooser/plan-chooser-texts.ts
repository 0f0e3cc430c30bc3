import { defineMessages } from '@kora/shared';

/** The plan chooser's words (its title, footer and « Offre actuelle » are the shared catalogueMessages). */
export const planChooserTexts = defineMessages('planChooserTexts', {
  currentSubscription: 'Abonnement actuel',
  popular: 'POPULAIRE',
  /** The price in another currency, after the first one: 'ou 9,99 €'. */
  orPrice: (price: string) => `ou ${price}`,
  choose: (plan: string) => `Choisir ${plan}`,
  buy: (pass: string) => `Acheter ${pass}`,
  included: 'Déjà inclus',
  loadFailed: "Les offres n'ont pas pu être chargées.",
  empty: "Aucune offre n'est disponible pour le moment.",
  passes: 'Pass sans engagement',
} as const);

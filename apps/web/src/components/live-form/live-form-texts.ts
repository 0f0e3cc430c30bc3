import { defineMessages } from '@kora/shared';

/** The live creation form's fields and button (the creators' /live and the admin's live management). */
export const liveFormTexts = defineMessages('liveFormTexts', {
  title: 'Titre',
  description: 'Description',
  category: 'Catégorie',
  requiredTier: 'Abonnement requis',
  submit: 'Créer le live',
} as const);

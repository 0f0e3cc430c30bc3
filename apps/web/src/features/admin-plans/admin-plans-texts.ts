import { defineMessages } from '@kora/shared';

/** 'Plans': the list of plans, the creation and edit form, deletion, and their toasts. */
export const adminPlansTexts = defineMessages('adminPlansTexts', {
  title: 'Plans',
  newPlan: 'Nouveau plan',
  empty: 'Aucun plan pour le moment : le choix d’abonnement est vide.',
  active: 'Actif',
  inactive: 'Inactif',
  popular: 'POPULAIRE',
  passFor: (duration: string) => `Pass · ${duration}`,
  subscriptionPer: (interval: string) => `Abonnement · par ${interval}`,
  editName: (name: string) => `Modifier ${name}`,
  deleteName: (name: string) => `Supprimer ${name}`,
  prices: 'Prix',
  deletedTitle: 'Plan supprimé',
  deletedDescription: (name: string) => `« ${name} » a été supprimé.`,
  deactivatedTitle: 'Plan désactivé',
  deactivatedDescription: (name: string) => `« ${name} » a des abonnements ou des paiements : il est gardé, mais n’est plus proposé.`,
  editTitle: 'Modifier le plan',
  confirmTitle: 'Supprimer le plan ?',
  confirmBody: (name: string) =>
    `« ${name} » ne sera plus proposé. S’il a des abonnements ou des paiements, il est désactivé et gardé pour eux ; sinon il est supprimé définitivement.`,
  /** The form. */
  form: {
    name: 'Nom',
    description: 'Description',
    tier: 'Niveau donné',
    kind: 'Type',
    kindHint: 'Un pass s’achète une fois, sans renouvellement.',
    interval: 'Période',
    fixed: 'Ne change pas : les abonnés l’ont acheté ainsi. Créez un autre plan au besoin.',
    features: 'Caractéristiques',
    featuresHint: 'Une par ligne ; les lignes vides sont ignorées.',
    pricesHint: (editing: boolean) =>
      `Vide : pas vendu dans cette devise. FCFA sans décimales, € et $US avec centimes (9,99). Un prix qui n’est pas un nombre vaut 0.${editing ? ' Un nouveau prix vaut pour les prochains achats ; les abonnements en cours gardent le leur.' : ''}`,
    isActive: 'Actif (proposé aux abonnés)',
    popular: 'Populaire (mis en avant)',
    create: 'Créer le plan',
    editedTitle: 'Plan modifié',
    editedDescription: (name: string) => `« ${name} » est à jour ; un nouveau prix vaut pour les prochains achats.`,
    createdTitle: 'Plan créé',
    createdDescription: (name: string, isActive: boolean) => `« ${name} » ${isActive ? 'est proposé aux abonnés' : 'est créé, inactif'}.`,
  },
});

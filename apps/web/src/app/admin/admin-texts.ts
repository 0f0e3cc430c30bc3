import { defineMessages } from '@kora/shared';

/** The admin area's sections: each one's name in the navigation and what it is for (/admin). */
export const appAdminTexts = defineMessages('appAdminTexts', {
  videos: {
    label: 'Vidéos',
    description: 'Toutes les vidéos : ajouter par URL, modifier, bloquer, changer l’affiche, supprimer.',
  },
  videoReview: {
    label: 'À valider',
    description: 'Approuver ou rejeter les vidéos envoyées par les créateurs.',
  },
  users: {
    label: 'Utilisateurs',
    description: 'Chercher un compte, changer son rôle ou son abonnement, le suspendre.',
  },
  liveApprovals: {
    label: 'Autorisations de lives',
    description: 'Approuver ou rejeter les lives proposés par les créateurs.',
  },
  creatorApplications: {
    label: 'Candidatures créateurs',
    description: 'Approuver ou rejeter les demandes pour devenir créateur.',
  },
  lives: {
    label: 'Gestion des lives',
    description: 'Créer et supprimer des lives.',
  },
  subscriptions: {
    label: 'Abonnements',
    description: 'Abonnés payants par niveau, recettes par devise, nouveaux, résiliations, pass vendus, les 12 derniers mois et les derniers paiements.',
  },
  plans: {
    label: 'Plans',
    description: 'Les abonnements et pass proposés, leurs prix par devise : créer, modifier, supprimer.',
  },
  payouts: {
    label: 'Paiements créateurs',
    description: 'Les versements demandés par les créateurs : approuver (le transfert part) ou refuser avec une raison.',
  },
  settings: {
    label: 'Paramètres',
    description: 'Votre mot de passe ; la taille maximale des envois et le niveau par défaut.',
  },
  journal: {
    label: 'Journal',
    description: 'Chaque connexion et chaque action des administrateurs.',
  },
} as const);

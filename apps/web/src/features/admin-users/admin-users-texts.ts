import { type AccountType, defineMessages } from '@kora/shared';

/** 'Utilisateurs': the accounts list, its filters, an account's edit and suspension, the archive of its data. */
export const adminUsersTexts = defineMessages('adminUsersTexts', {
  title: 'Utilisateurs',
  countOne: 'compte',
  countMany: 'comptes',
  empty: 'Aucun compte ne correspond.',
  search: 'Rechercher un utilisateur',
  searchPlaceholder: 'Nom ou e-mail',
  role: 'Rôle',
  subscription: 'Abonnement',
  allRoles: 'Tous les rôles',
  allTiers: 'Tous',
  suspended: 'Suspendu',
  you: 'Vous',
  self: 'Votre propre compte ne se modifie pas ici.',
  editAccountOf: (name: string) => `Modifier le compte de ${name}`,
  suspendAccountOf: (name: string) => `Suspendre le compte de ${name}`,
  reinstateAccountOf: (name: string) => `Rétablir le compte de ${name}`,
  suspend: 'Suspendre',
  reinstate: 'Rétablir',
  email: 'E-mail',
  freeMinutes: 'Minutes gratuites',
  freeMinutesUsed: (used: string, limit: string) => `${used} sur ${limit}`,
  signedUp: 'Inscription',
  profiles: 'Profils',
  noProfiles: 'Aucun',
  kids: 'Enfant',
  adult: 'Adulte',
  /** The edit dialog. */
  editAccount: 'Modifier le compte',
  /** What a role change means for the person, said before it is saved. */
  roleHints: {
    simple: 'Un compte simple regarde, suit des chaînes et peut candidater pour devenir créateur.',
    creator:
      'Il pourra publier des vidéos et lancer des lives. Son tableau de bord créateur demande une chaîne : elle vient d’une candidature approuvée (Candidatures créateurs).',
    admin: 'Il aura accès à toute l’administration, comme vous.',
  } satisfies Record<AccountType, string>,
  tierHint: 'Accordé à la main, sans paiement.',
  status: 'Statut',
  freeMinutesLimit: 'Minutes gratuites par mois',
  freeMinutesHint: (used: number) => `Déjà regardé ce mois-ci : ${used} min. 0 : plus rien à regarder gratuitement ce mois-ci.`,
  save: 'Enregistrer',
  /** The archive of the person's data. */
  personalData: 'Données personnelles',
  archivePreparing: 'Archive en préparation…',
  downloadArchive: (until: string) => `Télécharger l’archive (jusqu’au ${until})`,
  prepareArchive: 'Préparer l’archive de ses données',
  /** The toasts and the suspension's confirmation. */
  edited: 'Compte modifié',
  suspendedTitle: 'Compte suspendu',
  reinstatedTitle: 'Compte rétabli',
  failures: {
    edit: 'Impossible de modifier le compte',
    suspend: 'Impossible de suspendre le compte',
    reinstate: 'Impossible de rétablir le compte',
  },
  confirmSuspend: 'Suspendre le compte ?',
  confirmReinstate: 'Rétablir le compte ?',
  suspendBody: (name: string) => `${name} sera déconnecté partout tout de suite et ne pourra plus se connecter tant que son compte reste suspendu.`,
  reinstateBody: (name: string) => `${name} pourra de nouveau se connecter.`,
});

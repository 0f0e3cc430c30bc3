import { defineMessages, profileMessages } from '@kora/shared';

/** The frame of the signed-in home: top bar, search box, creator bar, bottom navigation (« Ma liste » is catalogueMessages'). */
export const appShellTexts = defineMessages('appShellTexts', {
  search: 'Rechercher',
  searchLabel: 'Rechercher une vidéo',
  searchPlaceholder: 'Titre, catégorie, paroles…',
  /** The profile button of an adult profile (it opens the account's modal). */
  profile: (name: string) => `Profil : ${name}`,
  /** A kids profile's avatar, a link to « Qui regarde ? ». */
  switchFrom: (name: string) => `${profileMessages.switchProfile} : ${name}`,
  mainNavigation: 'Navigation principale',
  home: 'Accueil',
  searchTab: 'Recherche',
  creator: 'Créateur',
  premium: 'Premium',
  creatorSpace: 'Espace créateur',
  upload: 'Envoyer',
  live: 'Live',
  admin: 'Admin',
  resetSession: 'Réinitialiser la session',
  testLive: 'Tester un live',
  /** Shown while the real button's code comes (payments feature). */
  cancelSubscription: 'Résilier l’abonnement',
} as const);

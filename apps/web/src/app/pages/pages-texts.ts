import { defineMessages } from '@kora/shared';

/** The app's own status pages and routes (each a lazy chunk; never home's). */
export const appPagesTexts = defineMessages('appPagesTexts', {
  notFoundTitle: 'Page introuvable',
  notFound: "La page que vous cherchez n'existe pas ou a été déplacée.",
  previousPage: 'Page précédente',
  adminsOnly: "Cette page est réservée aux administrateurs de Kora. Votre compte ne permet pas d'y accéder.",
  creatorsOnly: "Cette page est réservée aux créateurs de contenu ou aux administrateurs. Votre compte ne permet pas d'y accéder.",
  redirectingToSignIn: 'Redirection vers la page de connexion…',
  settingsSignedOut: "Connectez-vous pour accéder à vos paramètres. Retour à l'accueil…",
  notificationSettingsLoading: 'Chargement des préférences de notification',
  channelEmptyTitle: 'Aucune vidéo pour le moment',
  channelEmpty: "Cette chaîne n'a pas encore publié de vidéo.",
} as const);

import { defineMessages } from './i18n/catalogue.js';
/**
 * Every French (and the few English) strings the specification quotes, in one place.
 * The server's validation and the browser's forms and toasts read them from here, so a
 * message is written exactly once.
 */
export const validationMessages = defineMessages('validationMessages', {
  emailInvalid: 'Adresse email invalide',
  adminEmailInvalid: 'Email invalide',
  emailRequired: 'Veuillez saisir votre adresse email',
  emailTooLong: "L'adresse email ne doit pas dépasser 254 caractères",
  passwordRequired: 'Le mot de passe est requis',
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  firstNameMin: 'Le prénom doit contenir au moins 2 caractères',
  lastNameMin: 'Le nom doit contenir au moins 2 caractères',
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  profileEmailRequired: "L'email est requis",
  nameTooLong: 'Ce champ ne doit pas dépasser 100 caractères',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  newPasswordMin: 'Le nouveau mot de passe doit contenir au moins 6 caractères',
  newPasswordsMismatch: 'Les nouveaux mots de passe ne correspondent pas',
  resetTokenMissing: 'Token de réinitialisation manquant',
} as const);

/** Texts of server answers: a French human message for each stable error code. */
export const serverMessages = defineMessages('serverMessages', {
  validation: 'Certains champs sont invalides',
  badRequest: 'Requête invalide',
  unauthorized: 'Connexion requise',
  forbidden: "Vous n'avez pas accès à cette ressource",
  notFound: 'Ressource introuvable',
  invalidCredentials: 'Email ou mot de passe incorrect',
  adminInvalidCredentials: 'Identifiants incorrects',
  adminLoginSuccess: 'Connexion administrateur réussie',
  emailTaken: 'Un compte existe déjà avec cette adresse email',
  rateLimited: (minutes: number) =>
    `Trop de tentatives. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  invalidResetToken: 'Token de réinitialisation invalide ou expiré',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect',
  forbiddenOrigin: 'Requête refusée : origine non autorisée',
  payloadTooLarge: 'La requête est trop volumineuse',
  internal: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  unavailable: 'Service momentanément indisponible',
  loginSuccess: 'Connexion réussie',
  registerSuccess: 'Compte créé avec succès',
  logoutSuccess: 'Vous êtes déconnecté',
  forgotPasswordSent: 'Si un compte existe avec cette adresse email, vous recevrez un lien de réinitialisation.',
  resetSuccess: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  passwordChanged: 'Votre mot de passe a été modifié avec succès.',
  videoNotFound: 'Vidéo non trouvée',
  tierRequired: (tier: string) => `Cette vidéo nécessite l'abonnement ${tier}.`,
  watchTimeExhausted: 'Votre temps de visionnage gratuit de ce mois est épuisé. Passez à un abonnement pour continuer.',
  videoNotReady: "Cette vidéo est en cours de préparation. Réessayez dans quelques instants.",
  mediaForbidden: 'Lien de lecture invalide ou expiré',
  qualityAbovePlan: 'Cette qualité d’image n’est pas comprise dans votre offre',
} as const);

/** Toast titles and descriptions of viewer.md §4 and §8. */
export const toastMessages = defineMessages('toastMessages', {
  unauthorizedTitle: 'Session expirée',
  unauthorizedDescription: 'Vous avez été déconnecté. Reconnectez-vous pour continuer.',
  /** A visitor who never signed in on this device, on a page that needs it: no alarm, only where to go. */
  signInRequiredTitle: 'Connexion requise',
  signInRequiredDescription: 'Connectez-vous pour continuer.',
  loginSuccessTitle: 'Connexion réussie',
  loginSuccessDescription: 'Bienvenue sur Kora ! Bon visionnage.',
  loginErrorTitle: 'Erreur de connexion',
  loginErrorFallback: 'Email ou mot de passe incorrect',
  registerSuccessTitle: 'Compte créé avec succès',
  registerSuccessDescription: 'Connexion automatique en cours...',
  registerErrorTitle: "Erreur d'inscription",
  registerErrorFallback: 'Une erreur est survenue lors de la création du compte',
  adminLoginErrorTitle: 'Erreur de connexion',
  adminLoginWrongCredentials: 'Identifiants incorrects',
  adminLoginErrorFallback: 'Une erreur est survenue lors de la connexion',
  errorTitle: 'Erreur',
  genericErrorFallback: 'Une erreur est survenue',
  profileUpdatedTitle: 'Profil mis à jour',
  profileUpdatedDescription: 'Vos informations ont été sauvegardées avec succès.',
  passwordChangedTitle: 'Mot de passe modifié',
  passwordChangeErrorFallback: 'Une erreur est survenue lors de la modification du mot de passe',
  emailSentTitle: 'Email envoyé',
  emailSentDescription: 'Si un compte existe avec cette adresse email, vous recevrez un lien de réinitialisation.',
  resetSuccessTitle: 'Succès',
  notAuthenticated: 'Non authentifié',
  accessDenied: 'Accès refusé',
  favoritesErrorDescription: 'Impossible de modifier les favoris.',
  favoriteAdded: 'Ajouté aux favoris',
  favoriteRemoved: 'Retiré des favoris',
} as const);

/** Texts of the catalogue screens quoted by viewer.md §2. */
export const catalogueMessages = defineMessages('catalogueMessages', {
  discover: 'Découvrir le Contenu',
  becomePremium: 'Devenir Premium',
  emptyRowTitle: 'Aucune vidéo disponible',
  emptyRowDescription: 'Revenez plus tard pour du nouveau contenu',
  lockedTitle: (tier: string) => `Contenu ${tier}`,
  lockedSubtitle: 'Abonnement requis',
  unlock: 'Débloquer',
  videoNotFound: 'Vidéo non trouvée',
  defaultCategory: 'Général',
  noResults: 'Aucun résultat',
  continueWatching: 'Continuer à regarder',
  rows: { trending: 'Tendances', myList: 'Ma liste', popular: 'Les plus regardés', premium: 'Exclusivités Premium' },
  planChooserTitle: 'Choisissez votre offre',
  currentPlan: 'Offre actuelle',
  planChooserFooter: 'Résiliable à tout moment. Conditions générales applicables.',
} as const);

/**
 * Texts of a shared link's preview (the Open Graph tags of a video's, a live's or a channel's page): the
 * description when the item has none of its own, and what a creator's channel says of itself.
 */
export const shareMessages = defineMessages('shareMessages', {
  siteName: 'Kora',
  videoFallback: (title: string) => `Regardez « ${title} » sur Kora, la plateforme des créateurs africains.`,
  liveFallback: (title: string) => `Suivez le direct « ${title} » sur Kora.`,
  liveBy: (creator: string) => `Un direct de ${creator} sur Kora.`,
  channel: (name: string, categories: readonly string[] = []) =>
    categories.length > 0 ? `La chaîne de ${name} sur Kora : ${categories.join(', ')}.` : `La chaîne de ${name} sur Kora.`,
} as const);

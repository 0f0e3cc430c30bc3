import { defineMessages } from '@kora/shared';

/** The sign-in screens' own words: sign in, register, forgotten and new password, the admins' sign-in, the session reset. */
export const authTexts = defineMessages('authTexts', {
  back: 'Retour',
  email: 'Email',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  passwordHint: 'Au moins 6 caractères',
  firstName: 'Prénom',
  lastName: 'Nom',
  signIn: 'Se connecter',
  login: {
    title: 'Connexion',
    subtitle: 'Heureux de vous revoir ! Connectez-vous pour continuer.',
    noAccount: 'Pas encore de compte ?',
    createAccount: 'Créer un compte',
    forgotPassword: 'Mot de passe oublié ?',
  },
  register: {
    title: 'Créer un compte',
    subtitle: "Rejoignez Kora : films, séries, directs et créateurs d'ici.",
    haveAccount: 'Déjà un compte ?',
    submit: 'Créer mon compte',
  },
  forgotPassword: {
    title: 'Mot de passe oublié',
    subtitle: "Saisissez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    backToSignIn: 'Retour à la connexion',
    submit: 'Envoyer le lien',
  },
  resetPassword: {
    incompleteLink: 'Le lien que vous avez suivi est incomplet. Demandez un nouveau lien de réinitialisation.',
    requestNewLink: 'Demander un nouveau lien',
    doneTitle: 'Mot de passe réinitialisé',
    title: 'Nouveau mot de passe',
    subtitle: 'Choisissez un nouveau mot de passe pour votre compte.',
    newPassword: 'Nouveau mot de passe',
    submit: 'Réinitialiser le mot de passe',
  },
  adminLogin: {
    title: 'Administration',
    subtitle: 'Accès restreint aux administrateurs. Chaque connexion est enregistrée et auditée.',
    backToSite: 'Retour au site',
    email: 'Email administrateur',
    testCredentials: 'Identifiants de test',
    emailLine: 'Email :',
    passwordLine: 'Mot de passe :',
  },
  clearSession: {
    title: 'Réinitialisation de la session…',
    description: "Vous allez être déconnecté puis redirigé vers l'accueil.",
  },
} as const);

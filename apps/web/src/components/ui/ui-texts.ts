import { defineMessages } from '@kora/shared';

/** The UI kit's own words: buttons and names every screen shares (the home page carries them: keep it short). */
export const uiTexts = defineMessages('uiTexts', {
  cancel: 'Annuler',
  save: 'Enregistrer',
  retry: 'Réessayer',
  close: 'Fermer',
  closeToast: 'Fermer la notification',
  loading: 'Chargement',
  backHome: "Retour à l'accueil",
  logo: 'Kora, accueil',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  changeFile: 'Changer',
  noFile: 'Aucun fichier',
} as const);

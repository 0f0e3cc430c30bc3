import { defineMessages } from '@kora/shared';

/** The shared form pieces: the age rating field and the change of password. */
export const formsTexts = defineMessages('formsTexts', {
  ageRating: 'Classification par âge',
  choose: 'Choisir…',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  confirmNewPassword: 'Confirmer le nouveau mot de passe',
  requirements: 'Exigences du mot de passe',
  minLength: (length: number) => `Au moins ${length} caractères`,
  notCurrent: 'Différent de votre mot de passe actuel, de préférence',
  changePassword: 'Modifier le mot de passe',
} as const);

import type { AgeRating, KidsMaxAgeRating } from './age-ratings.js';
import type { Tier } from './tiers.js';
import { defineMessages } from './i18n/catalogue.js';

/*
 * Profiles: one account, a person each (viewer.md §9 sells « Profils enfants » with the Family plan). The zod-free
 * part; the shapes are in schemas/profiles.ts.
 */

export const PROFILE_KINDS = ['standard', 'kids'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** How many profiles an account may use, by its tier (the same numbers as its screens). */
export const PROFILE_LIMITS: Record<Tier, number> = { free: 1, basic: 1, premium: 4, family: 6 };

/** The tiers whose accounts may make a kids profile. */
export const KIDS_PROFILE_TIERS: readonly Tier[] = ['family'];

/** An avatar: a colour (drawn with the name's initial) or one of the drawn animals. */
export const PROFILE_AVATARS = ['ocre', 'savane', 'fleuve', 'indigo', 'terre', 'lion', 'elephant', 'girafe', 'tortue'] as const;
export type ProfileAvatar = (typeof PROFILE_AVATARS)[number];

export const profileLimits = { nameMax: 30, pinLength: 4, pinTries: 5, pinLockMinutes: 15 } as const;

/** The highest rating a profile may see: its own for a kids profile, none (undefined) for a standard one. */
export function maxRatingOf(profile: { kind: ProfileKind; maxAgeRating: KidsMaxAgeRating | null }): AgeRating | undefined {
  return profile.kind === 'kids' ? (profile.maxAgeRating ?? 'tous') : undefined;
}

export const profileMessages = defineMessages('profileMessages', {
  whoIsWatching: 'Qui regarde ?',
  nameRequired: 'Le nom du profil est requis',
  nameTooLong: `Le nom du profil ne doit pas dépasser ${profileLimits.nameMax} caractères`,
  avatarInvalid: 'Avatar invalide',
  kidsMaxRequired: 'Choisissez ce que ce profil enfant peut regarder',
  limitReached: (limit: number) => (limit === 1 ? 'Votre offre permet un seul profil.' : `Votre offre permet ${limit} profils au plus.`),
  kidsFamilyOnly: 'Les profils enfants sont réservés à l’offre Famille.',
  lastProfile: 'Le dernier profil du compte ne peut pas être supprimé.',
  firstStandard: 'Le profil le plus ancien du compte reste un profil adulte : c’est lui qui reste ouvert si l’offre permet moins de profils.',
  notFound: 'Ce profil n’existe pas.',
  unusable: 'Ce profil dépasse ce que permet votre offre : choisissez-en un autre, ou changez d’offre.',
  pinInvalid: 'Le code PIN compte 4 chiffres',
  pinRequired: 'Code PIN requis',
  pinNotSet: 'Définissez d’abord un code PIN dans les paramètres (profil adulte).',
  pinWrong: 'Code PIN incorrect',
  pinLocked: `Trop d’essais : le changement de profil est bloqué ${profileLimits.pinLockMinutes} minutes.`,
  pinSet: 'Code PIN enregistré',
  kidsRefused: 'Ce n’est pas possible depuis un profil enfant.',
  deleted: 'Profil supprimé',
  ratingRefused: 'Ce programme n’est pas pour ce profil. Demandez à un adulte.',
  // The web app's screens (« Qui regarde ? », the header, /settings « Profils », kids mode).
  switchProfile: 'Changer de profil',
  manageProfiles: 'Gérer les profils',
  unusableShort: 'Indisponible',
  loadFailed: 'Les profils n’ont pas pu être chargés.',
  selectFailed: 'Ce profil n’a pas pu être ouvert. Réessayez.',
  pinTitle: 'Code PIN',
  pinPrompt: (name: string) => `Saisissez le code PIN du compte pour ouvrir le profil ${name}.`,
  pinHint: 'Le code PIN du compte, 4 chiffres',
  pinConfirm: 'Valider',
  kidsLabel: 'Enfant',
  kidsHomeTitle: 'Kora Enfants',
  kidsHomeIntro: 'Des programmes choisis pour toi.',
  kidsSettings: 'Vous regardez sur un profil enfant : seuls l’apparence et le changement de profil sont disponibles ici.',
  chatReadOnly: 'Le chat est en lecture seule sur un profil enfant.',
  settingsTitle: 'Profils',
  count: (count: number, limit: number) => `${count} / ${limit} profil${limit > 1 ? 's' : ''}`,
  add: 'Ajouter un profil',
  newTitle: 'Nouveau profil',
  editTitle: 'Modifier le profil',
  nameLabel: 'Nom du profil',
  avatarLegend: 'Avatar',
  kindLegend: 'Type de profil',
  adultLabel: 'Adulte',
  maxRatingLabel: 'Peut regarder',
  activeLabel: 'Profil actuel',
  createSubmit: 'Créer le profil',
  editSubmit: 'Enregistrer',
  editAction: (name: string) => `Modifier ${name}`,
  deleteAction: (name: string) => `Supprimer ${name}`,
  deleteTitle: 'Supprimer le profil',
  deleteSubmit: 'Supprimer',
  pinStatusSet: 'Un code PIN est défini : il est demandé pour quitter un profil enfant.',
  pinStatusUnset: 'Aucun code PIN défini : il faut en définir un avant de créer un profil enfant.',
  pinPasswordLabel: 'Mot de passe du compte',
  pinNewLabel: 'Nouveau code PIN',
  pinSubmit: 'Enregistrer le code PIN',
  created: 'Profil créé',
  saved: 'Profil enregistré',
  deleteConfirm: (name: string) => `Supprimer le profil ${name} ? Sa liste, ses reprises et ses téléchargements seront effacés.`,
} as const);

/** How each avatar is named to a person choosing one. */
export const profileAvatarLabels = defineMessages('profileAvatarLabels', {
  ocre: 'Ocre',
  savane: 'Savane',
  fleuve: 'Fleuve',
  indigo: 'Indigo',
  terre: 'Terre',
  lion: 'Lion',
  elephant: 'Éléphant',
  girafe: 'Girafe',
  tortue: 'Tortue',
} satisfies Record<ProfileAvatar, string>);

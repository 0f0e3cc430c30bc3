import type { AgeRating, KidsMaxAgeRating } from './age-ratings.js';
import type { Tier } from './tiers.js';

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

export const profileMessages = {
  whoIsWatching: 'Qui regarde ?',
  nameRequired: 'Le nom du profil est requis',
  nameTooLong: `Le nom du profil ne doit pas dépasser ${profileLimits.nameMax} caractères`,
  avatarInvalid: 'Avatar invalide',
  kidsMaxRequired: 'Choisissez ce que ce profil enfant peut regarder',
  limitReached: (limit: number) => (limit === 1 ? 'Votre offre permet un seul profil.' : `Votre offre permet ${limit} profils au plus.`),
  kidsFamilyOnly: 'Les profils enfants sont réservés à l’offre Famille.',
  lastProfile: 'Le dernier profil du compte ne peut pas être supprimé.',
  lastStandard: 'Le compte garde au moins un profil adulte.',
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
} as const;

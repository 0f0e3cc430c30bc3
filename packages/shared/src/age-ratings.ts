import { defineMessages } from './i18n/catalogue.js';
/**
 * The French scale of age ratings (the CSA's signalétique jeunesse): every video and live carries one. `tous`: for
 * everyone; `10`, `12`, `16`, `18`: not advised under that age. Kids profiles see what is at most their maximum.
 */
export const AGE_RATINGS = ['tous', '10', '12', '16', '18'] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];

/** The ratings a kids profile may be allowed up to. */
/**
 * What content from before ratings existed is rated until an admin rates it (migration 0019, and an upload begun
 * before and finished after): kids profiles allowed `tous` or `10` do not see it, adults see it as before.
 */
export const UNRATED_AGE_RATING: AgeRating = '12';

export const KIDS_MAX_AGE_RATINGS = ['tous', '10', '12'] as const satisfies readonly AgeRating[];
export type KidsMaxAgeRating = (typeof KIDS_MAX_AGE_RATINGS)[number];

/** Whether something rated `rating` may be shown under a maximum of `max` (undefined: no maximum, an adult profile). */
export function ratingAllowed(rating: AgeRating, max: AgeRating | null | undefined): boolean {
  return max == null || AGE_RATINGS.indexOf(rating) <= AGE_RATINGS.indexOf(max);
}

/** The ratings at most `max`, for a query's `in (…)`. */
export function ratingsUpTo(max: AgeRating): AgeRating[] {
  return AGE_RATINGS.slice(0, AGE_RATINGS.indexOf(max) + 1);
}

/** How a rating is shown: a short badge and the words a form or a screen reader uses. */
export const ageRatingLabels = defineMessages('ageRatingLabels', {
  tous: { badge: 'Tous publics', long: 'Tous publics' },
  '10': { badge: '-10', long: 'Déconseillé aux moins de 10 ans' },
  '12': { badge: '-12', long: 'Déconseillé aux moins de 12 ans' },
  '16': { badge: '-16', long: 'Déconseillé aux moins de 16 ans' },
  '18': { badge: '-18', long: 'Déconseillé aux moins de 18 ans' },
} satisfies Record<AgeRating, { badge: string; long: string }>);

export const ageRatingMessages = defineMessages('ageRatingMessages', {
  required: 'Choisissez la classification par âge',
} as const);

import { AGE_RATINGS, ageRatingLabels, type AdminVideoFilter, tierLabels } from '@kora/shared';
import { adminVideosTexts as t } from './admin-videos-texts';

/*
 * The filters' choices in the page's language ('' is every video), made as the filters render: a
 * label read when the module loads would stay in the language of that moment.
 */

/** The state filter's choices. */
export function statusFilterLabels(): Record<AdminVideoFilter | '', string> {
  const { all, ...states } = t.states;
  return { '': all, ...states };
}

/** The tier filter's choices: every tier, then the contract's tierLabels. */
export function tierFilterLabels(): Record<string, string> {
  return { '': t.allTiers, ...tierLabels };
}

/** The age rating filter's choices: the short labels ('-12'), a filter being half the width of a phone. */
export function ageRatingFilterLabels(): Record<string, string> {
  return { '': t.allAgeRatings, ...Object.fromEntries(AGE_RATINGS.map((rating) => [rating, ageRatingLabels[rating].badge])) };
}

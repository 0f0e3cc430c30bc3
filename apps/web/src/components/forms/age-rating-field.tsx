import { AGE_RATINGS, ageRatingLabels, type AgeRating } from '@kora/shared';
import { SelectField } from '../ui/form-field';
import { formsTexts } from './forms-texts';

/**
 * Each rating as a form says it in full ('Déconseillé aux moins de 12 ans'): each entry is read when a form shows
 * it, so it answers in the page's language.
 */
export const ageRatingLongLabels: Readonly<Record<AgeRating, string>> = Object.defineProperties(
  {} as Record<AgeRating, string>,
  Object.fromEntries(AGE_RATINGS.map((rating) => [rating, { enumerable: true, get: () => ageRatingLabels[rating].long }])),
);

interface AgeRatingFieldProps {
  /** useForm's field('ageRating'): '' until the person chooses. */
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/**
 * 'Classification par âge': the five ratings of the French scale by their full words, and no rating chosen
 * in advance ('Choisir…'), so nobody publishes a video or a live without having looked at it; the contract's
 * ageRatingSchema refuses the empty choice with its own message, shown under the field.
 */
export function AgeRatingField(bound: AgeRatingFieldProps) {
  // 'Choisir…' only while nothing is chosen: a form opened on a rated video (an edit) does not offer it.
  return <SelectField label={formsTexts.ageRating} options={AGE_RATINGS} labels={ageRatingLongLabels} placeholder={bound.value === '' ? formsTexts.choose : undefined} {...bound} />;
}

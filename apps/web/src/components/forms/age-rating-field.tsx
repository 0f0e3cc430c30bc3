import { AGE_RATINGS, ageRatingLabels, type AgeRating } from '@kora/shared';
import { SelectField } from '../ui/form-field';

/** Each rating as a form says it in full ('Déconseillé aux moins de 12 ans'). */
export const ageRatingLongLabels: Readonly<Record<AgeRating, string>> = Object.fromEntries(AGE_RATINGS.map((rating) => [rating, ageRatingLabels[rating].long])) as Record<
  AgeRating,
  string
>;

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
  return <SelectField label="Classification par âge" options={AGE_RATINGS} labels={ageRatingLongLabels} placeholder={bound.value === '' ? 'Choisir…' : undefined} {...bound} />;
}

import { AGE_RATINGS, ageRatingLabels, type AgeRating } from '@kora/shared';
import { useId } from 'react';
import { Select } from '../ui/input';
import { adminComponentsTexts as t } from './admin-components-texts';
import './age-rating-select.css';

/** What an admin is told once a rating is changed from the select, or when it is refused (with the server's reason). */
export const ageRatingChangeToasts = {
  changed: (title: string, rating: AgeRating) => ({ title: t.ageRatingChanged, description: t.ageRatingChangedDescription(title, ageRatingLabels[rating].long.toLowerCase()) }),
  get failedTitle() {
    return t.ageRatingFailed;
  },
} as const;

interface AgeRatingSelectProps {
  /** The rating to show: the item's, or the one being sent. */
  value: AgeRating;
  /** What the item is called ('« Concert à Ségou »'), for a screen reader going from control to control. */
  itemName: string;
  /** The change is being sent: the select waits. */
  busy: boolean;
  onChange: (rating: AgeRating) => void;
}

/**
 * 'Classification' on one line inside an admin list item (a live, a video waiting for review): choosing
 * another rating sends it at once; the caller says how it went (toast) and the list shows the server's.
 */
export function AgeRatingSelect({ value, itemName, busy, onChange }: AgeRatingSelectProps) {
  const id = useId();
  return (
    <div className="age-rating-select">
      <label className="age-rating-select__label" htmlFor={id}>
        {t.ageRating}
        <span className="sr-only">{t.ageRatingOf(itemName)}</span>
      </label>
      <Select id={id} value={value} disabled={busy} aria-busy={busy || undefined} onChange={(event) => onChange(event.target.value as AgeRating)}>
        {AGE_RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {ageRatingLabels[rating].long}
          </option>
        ))}
      </Select>
    </div>
  );
}

import { ageRatingLabels, type AgeRating } from '@kora/shared';
import { cx } from '../../lib/cx';
import { Badge } from './badge';
import './age-rating-badge.css';

/**
 * A video's or a live's age rating as a short pill ('-12', 'Tous publics'); a screen reader and a hover
 * say it in full ('Déconseillé aux moins de 12 ans').
 */
export function AgeRatingBadge({ rating, className }: { rating: AgeRating; className?: string }) {
  const { badge, long } = ageRatingLabels[rating];
  return (
    <Badge variant="outline" className={cx('age-rating-badge', `age-rating-badge--${rating}`, className)} title={long}>
      {badge === long ? (
        badge
      ) : (
        <>
          <span aria-hidden>{badge}</span>
          <span className="sr-only">{long}</span>
        </>
      )}
    </Badge>
  );
}

import { Skeleton } from '../components/ui/skeleton';
import { uiTexts } from '../components/ui/ui-texts';

/**
 * Shown while the session is checked or a page's code loads: the wordmark and the outline of a page,
 * not a spinner. index.html carries the same markup, so a phone shows it (a first paint with content)
 * before any script has arrived.
 */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true" aria-label={uiTexts.loading}>
      <div className="page-skeleton__bar">
        <span className="logo" aria-hidden>
          <span className="logo__mark" />
          <span className="logo__word">Kora</span>
        </span>
        <Skeleton className="page-skeleton__avatar" round />
      </div>
      <Skeleton className="page-skeleton__hero" />
      <Skeleton className="page-skeleton__title" />
      <div className="page-skeleton__row">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="page-skeleton__card" />
        ))}
      </div>
    </div>
  );
}

import { Skeleton } from '../components/ui/skeleton';

/** Shown while the session is checked or a page's code loads: the outline of a page, not a spinner. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true" aria-label="Chargement">
      <div className="page-skeleton__bar">
        <Skeleton width="6rem" height="1.75rem" />
        <Skeleton width="2.25rem" height="2.25rem" round />
      </div>
      <Skeleton height="min(56vw, 22rem)" className="page-skeleton__hero" />
      <Skeleton width="40%" height="1.1rem" />
      <div className="page-skeleton__row">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="page-skeleton__card" />
        ))}
      </div>
    </div>
  );
}

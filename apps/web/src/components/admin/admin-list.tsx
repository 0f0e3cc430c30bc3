import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '../ui/card';
import { RetryMessage } from '../ui/retry-message';
import { Skeleton } from '../ui/skeleton';

interface AdminListProps<T> {
  query: UseQueryResult<T[]>;
  /** What an empty list says ('Aucun live pour le moment.'). */
  empty: string;
  children: (item: T) => ReactNode;
}

/**
 * An admin section's list (styled by the admin area's admin.css): a placeholder while it loads, 'La
 * liste n'a pas pu être chargée.' with a retry, the empty text, else one `children(item)` each.
 */
export function AdminList<T>({ query, empty, children }: AdminListProps<T>) {
  if (query.isPending) return <Skeleton height="7rem" />;
  if (query.isError) return <RetryMessage text="La liste n'a pas pu être chargée." onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="admin-empty">{empty}</p>;
  return (
    <ul className="admin-list" role="list">
      {query.data.map(children)}
    </ul>
  );
}

interface AdminItemProps {
  title: string;
  /** Badges and facts on one wrapping line. */
  meta: ReactNode;
  description?: string | null;
  /** More about the item, under the description (a list of details, links). */
  children?: ReactNode;
  /** The item's buttons. */
  actions: ReactNode;
}

/** One item of an admin list: its title, facts, description if any, details, and buttons. */
export function AdminItem({ title, meta, description, children, actions }: AdminItemProps) {
  return (
    <li>
      <Card className="admin-item">
        <h3 className="admin-item__title">{title}</h3>
        <p className="admin-item__meta">{meta}</p>
        {description && <p className="admin-item__description">{description}</p>}
        {children}
        <div className="admin-item__actions">{actions}</div>
      </Card>
    </li>
  );
}

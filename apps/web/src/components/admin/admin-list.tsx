import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Card } from '../ui/card';
import { RetryMessage } from '../ui/retry-message';
import { Skeleton } from '../ui/skeleton';
import { adminComponentsTexts } from './admin-components-texts';

/** A list as the server sends it: all of it, or one page of it (`{ items, total, … }`). */
type ListData<T> = T[] | { items: T[] };

interface AdminListProps<T> {
  query: UseQueryResult<ListData<T>>;
  /** What an empty list says ('Aucun live pour le moment.'). */
  empty: string;
  children: (item: T) => ReactNode;
}

/**
 * An admin section's list (styled by the admin area's admin.css): a placeholder while it loads, 'La
 * liste n'a pas pu être chargée.' with a retry, the empty text, else one `children(item)` each. A
 * page kept on screen while the next one loads (placeholderData) is marked busy.
 */
export function AdminList<T>({ query, empty, children }: AdminListProps<T>) {
  if (query.isPending) return <Skeleton height="7rem" />;
  if (query.isError) return <RetryMessage text={adminComponentsTexts.listFailed} onRetry={() => void query.refetch()} />;
  const items = Array.isArray(query.data) ? query.data : query.data.items;
  if (items.length === 0) return <p className="admin-empty">{empty}</p>;
  return (
    <ul className={cx('admin-list', query.isPlaceholderData && 'admin-list--stale')} role="list" aria-busy={query.isPlaceholderData || undefined}>
      {items.map(children)}
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
  /** The item's data-testid, for the journeys. */
  testId?: string;
}

/** One item of an admin list: its title, facts, description if any, details, and buttons. */
export function AdminItem({ title, meta, description, children, actions, testId }: AdminItemProps) {
  return (
    <li data-testid={testId}>
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

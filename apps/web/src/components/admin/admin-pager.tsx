import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';
import { adminComponentsTexts as t } from './admin-components-texts';

interface AdminPagerProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** How many items match in all. */
  total: number;
  onPage: (page: number) => void;
}

/** How many pages `total` items make (at least one, so an empty list reads 'Page 1 sur 1'). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The pages of a long admin list (videos, users, journal): 'Précédent', where we are, 'Suivant'.
 * Nothing when everything fits on one page.
 */
export function AdminPager({ page, pageSize, total, onPage }: AdminPagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t.pages}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft size={16} aria-hidden /> {t.previous}
      </Button>
      <span className="admin-pager__where" aria-current="page">
        {t.pageOf(page, pages)}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next} <ChevronRight size={16} aria-hidden />
      </Button>
    </nav>
  );
}

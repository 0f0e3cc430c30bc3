import { formatNumber } from '../../lib/format';
import './admin-filters.css';

interface AdminCountProps {
  /** How many items match the search and filters; undefined until the first answer. */
  total: number | undefined;
  /** The item's name, singular and plural ('compte', 'comptes'). */
  one: string;
  many: string;
}

/** Under an admin list's filters: how many items match ('1 compte', '1 234 comptes'), announced as it changes. */
export function AdminCount({ total, one, many }: AdminCountProps) {
  return (
    <p className="admin-count" aria-live="polite">
      {total === undefined ? '' : total === 1 ? `1 ${one}` : `${formatNumber(total)} ${many}`}
    </p>
  );
}

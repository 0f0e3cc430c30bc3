import type { CreatorApplicationStatus } from '@kora/shared';
import type { BadgeVariant } from '../../components/ui/badge';
import { formatNumber } from '../../lib/format';

/** "Aucun abonné", "1 abonné", "1 234 abonnés". */
export function followersText(count: number): string {
  if (count <= 0) return 'Aucun abonné';
  return `${formatNumber(count)} abonné${count > 1 ? 's' : ''}`;
}

/** The badge of an application's status: waiting, approved (green) or rejected (red). */
export function statusBadgeVariant(status: CreatorApplicationStatus): BadgeVariant {
  if (status === 'approved') return 'success';
  if (status === 'rejected') return 'danger';
  return 'primary';
}

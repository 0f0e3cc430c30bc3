import type { CreatorApplicationStatus } from '@kora/shared';
import type { BadgeVariant } from '../../components/ui/badge';
import { creatorsTexts } from './creators-texts';

/** "Aucun abonné", "1 abonné", "1 234 abonnés". */
export function followersText(count: number): string {
  return creatorsTexts.followers(count);
}

/** The badge of an application's status: waiting, approved (green) or rejected (red). */
export function statusBadgeVariant(status: CreatorApplicationStatus): BadgeVariant {
  if (status === 'approved') return 'success';
  if (status === 'rejected') return 'danger';
  return 'primary';
}

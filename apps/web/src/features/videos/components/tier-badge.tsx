import type { Tier } from '@kora/shared';
import { cx } from '../../../lib/cx';
import '../videos.css';

/** FREE, BASIC, PREMIUM or FAMILY, each in its own colour. */
export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  return <span className={cx('badge', 'tier-badge', `tier-badge--${tier}`, className)}>{tier.toUpperCase()}</span>;
}

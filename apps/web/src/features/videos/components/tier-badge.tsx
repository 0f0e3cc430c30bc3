import type { Tier } from '@kora/shared';
import { cx } from '../../../lib/cx';
import '../videos.css';

/** "Premium": a tier as a word in a sentence ('Contenu Premium'). */
export function tierName(tier: Tier): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** FREE, BASIC, PREMIUM or FAMILY, each in its own colour. */
export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  return <span className={cx('badge', 'tier-badge', `tier-badge--${tier}`, className)}>{tier.toUpperCase()}</span>;
}

import { formatPrice, type SponsorshipStats } from '@kora/shared';
import { sponsoringTexts } from './sponsoring-texts';

/**
 * The banner's line (viewer.md §2, §3: count and total): '3 parrainages · 1 500 FCFA', then the other
 * currencies given, each on its own ('· 2,50 €'): amounts of different currencies are never added.
 */
export function sponsorshipStatsLine(stats: Pick<SponsorshipStats, 'count' | 'total' | 'currency' | 'totals'>): string {
  const count = sponsoringTexts.count(stats.count);
  const others = stats.totals.filter((total) => total.currency !== stats.currency && total.amount > 0).map((total) => formatPrice(total.amount, total.currency));
  return [count, formatPrice(stats.total, stats.currency), ...others].join(' · ');
}

import type { CreatorStats } from '@kora/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { creatorDashboardTexts } from '../creator-dashboard-texts';
import { formatCompactNumber, formatHours } from '../dashboard-format';

type Figure = { key: keyof typeof creatorDashboardTexts.stats; value: (stats: CreatorStats) => number; format: (value: number) => string };

/** The §3 figures, in the order a creator reads them (each labelled by creatorDashboardTexts.stats[key]). */
const FIGURES: Figure[] = [
  { key: 'videos', value: (s) => s.totalVideos, format: formatCompactNumber },
  { key: 'lives', value: (s) => s.totalLiveStreams, format: formatCompactNumber },
  { key: 'views', value: (s) => s.totalViews, format: formatCompactNumber },
  { key: 'subscribers', value: (s) => s.totalSubscribers, format: formatCompactNumber },
  { key: 'weeklyViews', value: (s) => s.weeklyViews, format: formatCompactNumber },
  { key: 'newSubscribers', value: (s) => s.newSubscribers, format: formatCompactNumber },
  { key: 'watchTime', value: (s) => s.watchTime, format: formatHours },
];

/**
 * The creator's figures as cards, two abreast on a phone: the figure at a glance ('1,2 k'), the
 * exact one in its title when they differ. A description list: each label names its figure.
 */
export function StatCards({ stats }: { stats: CreatorStats | undefined }) {
  return (
    <dl className="dashboard-stats" aria-busy={!stats || undefined}>
      {FIGURES.map(({ key, value, format }) => {
        const figure = stats && value(stats);
        const shown = figure === undefined ? '' : format(figure);
        const exact = figure === undefined ? '' : formatNumber(figure);
        return (
          <div key={key} className="dashboard-stat">
            <dt className="dashboard-stat__label">{creatorDashboardTexts.stats[key]}</dt>
            <dd className="dashboard-stat__value" title={exact !== shown ? exact : undefined}>
              {figure === undefined ? <Skeleton width="3.5rem" height="1.6rem" /> : shown}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

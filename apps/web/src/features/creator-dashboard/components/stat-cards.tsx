import type { CreatorStats } from '@kora/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { formatCompactNumber, formatHours } from '../dashboard-format';

type Figure = { label: string; value: (stats: CreatorStats) => number; format: (value: number) => string };

/** The §3 figures, in the order a creator reads them. */
const FIGURES: Figure[] = [
  { label: 'Vidéos', value: (s) => s.totalVideos, format: formatCompactNumber },
  { label: 'Lives', value: (s) => s.totalLiveStreams, format: formatCompactNumber },
  { label: 'Vues', value: (s) => s.totalViews, format: formatCompactNumber },
  { label: 'Abonnés', value: (s) => s.totalSubscribers, format: formatCompactNumber },
  { label: 'Vues cette semaine', value: (s) => s.weeklyViews, format: formatCompactNumber },
  { label: 'Nouveaux abonnés (7 j)', value: (s) => s.newSubscribers, format: formatCompactNumber },
  { label: 'Temps de visionnage (h, 28 j)', value: (s) => s.watchTime, format: formatHours },
];

/**
 * The creator's figures as cards, two abreast on a phone: the figure at a glance ('1,2 k'), the
 * exact one in its title when they differ. A description list: each label names its figure.
 */
export function StatCards({ stats }: { stats: CreatorStats | undefined }) {
  return (
    <dl className="dashboard-stats" aria-busy={!stats || undefined}>
      {FIGURES.map(({ label, value, format }) => {
        const figure = stats && value(stats);
        const shown = figure === undefined ? '' : format(figure);
        const exact = figure === undefined ? '' : formatNumber(figure);
        return (
          <div key={label} className="dashboard-stat">
            <dt className="dashboard-stat__label">{label}</dt>
            <dd className="dashboard-stat__value" title={exact !== shown ? exact : undefined}>
              {figure === undefined ? <Skeleton width="3.5rem" height="1.6rem" /> : shown}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreatorStats } from '../api/get-creator-stats';
import { creatorDashboardTexts } from '../creator-dashboard-texts';
import { formatCompactNumber, formatViews, watchTimeScale } from '../dashboard-format';
import { DailyChart } from './daily-chart';
import { StatCards } from './stat-cards';
import { TopVideosChart } from './top-videos-chart';

/** Aperçu: the §3 figures as cards, then views and watch hours per day over 28 days and the top 5 videos. */
export function OverviewTab() {
  const stats = useCreatorStats();
  const texts = creatorDashboardTexts.overview;

  if (stats.isError && !stats.data) {
    return (
      <div className="dashboard-message">
        <RetryMessage text={texts.loadFailed} onRetry={() => void stats.refetch()} />
      </div>
    );
  }

  const data = stats.data;
  const days = data?.daily.map((day) => day.day) ?? [];
  const watchTime = watchTimeScale(data?.daily.map((day) => day.watchHours) ?? []);
  return (
    <div className="dashboard-overview">
      <StatCards stats={data} />
      {data ? (
        <div className="dashboard-overview__charts">
          <DailyChart
            title={texts.viewsPerDay}
            days={days}
            values={data.daily.map((day) => day.views)}
            shape="bars"
            integer
            formatValue={(value) => formatViews(value)}
            formatTick={formatCompactNumber}
            valueHeading={texts.views}
          />
          <DailyChart
            title={texts.watchTimePerDay}
            days={days}
            values={watchTime.values}
            shape="area"
            integer={watchTime.unit === 'min'}
            formatValue={watchTime.format}
            formatTick={watchTime.format}
            valueHeading={watchTime.unit === 'h' ? texts.hours : texts.minutes}
          />
          <TopVideosChart videos={data.topVideos} />
        </div>
      ) : (
        <div className="dashboard-overview__charts" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="dashboard-chart-skeleton" />
          ))}
        </div>
      )}
    </div>
  );
}

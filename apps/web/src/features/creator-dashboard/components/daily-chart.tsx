import { SeriesChart, type SeriesChartProps, summarise } from '../../../components/chart/series-chart';
import { creatorDashboardTexts } from '../creator-dashboard-texts';
import { formatDayLong, formatDayShort } from '../dashboard-format';

export type DailyChartProps = Omit<SeriesChartProps, 'points' | 'pointHeading' | 'summary' | 'labelEvery'> & {
  /** The days (YYYY-MM-DD, oldest first), one per value. */
  days: readonly string[];
};

/** One value per day over the dashboard's days: the shared series chart, a label every seventh day. */
export function DailyChart({ title, days, values, formatValue, ...chart }: DailyChartProps) {
  const { total, peak, peakIndex } = summarise(values);
  const texts = creatorDashboardTexts.overview;
  const summary =
    total === 0
      ? texts.noneOverDays(title, values.length)
      : texts.overDays(title, formatValue(total), values.length, formatValue(peak), formatDayLong(days[peakIndex] ?? ''));
  const points = days.map((day) => ({ key: day, short: formatDayShort(day), long: formatDayLong(day) }));
  return <SeriesChart title={title} points={points} values={values} formatValue={formatValue} pointHeading={texts.day} summary={summary} labelEvery={7} {...chart} />;
}

import { SeriesChart, type SeriesChartProps, summarise } from '../../../components/chart/series-chart';
import { formatDayLong, formatDayShort } from '../dashboard-format';

export type DailyChartProps = Omit<SeriesChartProps, 'points' | 'pointHeading' | 'summary' | 'labelEvery'> & {
  /** The days (YYYY-MM-DD, oldest first), one per value. */
  days: readonly string[];
};

/** One value per day over the dashboard's days: the shared series chart, a label every seventh day. */
export function DailyChart({ title, days, values, formatValue, ...chart }: DailyChartProps) {
  const { total, peak, peakIndex } = summarise(values);
  const summary =
    total === 0
      ? `${title} : aucune sur les ${values.length} derniers jours.`
      : `${title} : ${formatValue(total)} sur les ${values.length} derniers jours, au plus ${formatValue(peak)} le ${formatDayLong(days[peakIndex] ?? '')}.`;
  const points = days.map((day) => ({ key: day, short: formatDayShort(day), long: formatDayLong(day) }));
  return <SeriesChart title={title} points={points} values={values} formatValue={formatValue} pointHeading="Jour" summary={summary} labelEvery={7} {...chart} />;
}

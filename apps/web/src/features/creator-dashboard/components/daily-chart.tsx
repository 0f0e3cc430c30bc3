import { SeriesChart, summarise } from '../../../components/chart/series-chart';
import { formatDayLong, formatDayShort } from '../dashboard-format';

export interface DailyChartProps {
  /** The chart's title, which also names it ('Vues par jour'). */
  title: string;
  /** The days (YYYY-MM-DD, oldest first) and each one's value. */
  days: readonly string[];
  values: readonly number[];
  /** Bars for counts, an area for a quantity that flows (watch hours). */
  shape: 'bars' | 'area';
  /** Counts get whole ticks. */
  integer?: boolean;
  /** A value in words ('12 vues', '1,5 h'). */
  formatValue: (value: number) => string;
  /** A tick of the value axis ('1,2 k'). */
  formatTick: (value: number) => string;
  /** The value column's heading in the table of values ('Vues'). */
  valueHeading: string;
}

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

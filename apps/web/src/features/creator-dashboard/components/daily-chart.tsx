import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cx } from '../../../lib/cx';
import { areaPaths, indexAt, labelIndices, labelPlace, niceScale, summarise, yOf } from '../chart-scale';
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

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  Home: () => 0,
  End: (_i, count) => count - 1,
};

/**
 * One value per day as a hand-made SVG chart, sized by CSS (any width, 360 px included): a few
 * round ticks, a label every seventh day, and a readout line above that gives the total, or the
 * value of the day under a finger, the mouse or the arrow keys. The plot is an image named by a
 * one-sentence summary; every value is also in a table under 'Voir les valeurs'.
 */
export function DailyChart({ title, days, values, shape, integer, formatValue, formatTick, valueHeading }: DailyChartProps) {
  const titleId = useId();
  const [active, setActive] = useState<number | null>(null);
  const count = values.length;
  const scale = niceScale(Math.max(0, ...values), { integer });
  const { total, peak, peakIndex } = summarise(values);
  const activeDay = active === null ? undefined : days[active];

  const summary =
    total === 0
      ? `${title} : aucune sur les ${count} derniers jours.`
      : `${title} : ${formatValue(total)} sur les ${count} derniers jours, au plus ${formatValue(peak)} le ${formatDayLong(days[peakIndex] ?? '')}.`;

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(indexAt(event.clientX - box.left, box.width, count));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move || count === 0) return;
    event.preventDefault();
    setActive(Math.max(0, Math.min(count - 1, move(active ?? count - 1, count))));
  };

  const { line, area } = shape === 'area' ? areaPaths(values, scale.max) : { line: '', area: '' };

  return (
    <figure className="dashboard-chart" aria-labelledby={titleId}>
      <div className="dashboard-chart__head">
        <figcaption id={titleId} className="dashboard-chart__title">
          {title}
        </figcaption>
        <p className="dashboard-chart__readout" aria-live="polite">
          {activeDay === undefined || active === null ? `Total : ${formatValue(total)}` : `${formatDayLong(activeDay)} : ${formatValue(values[active] ?? 0)}`}
        </p>
      </div>
      <div className="dashboard-chart__body">
        <div className="dashboard-chart__ticks" aria-hidden>
          {scale.ticks.map((tick) => (
            <span key={tick} className="dashboard-chart__tick" style={{ bottom: `${(tick / scale.max) * 100}%` }}>
              {formatTick(tick)}
            </span>
          ))}
        </div>
        <div
          className="dashboard-chart__plot"
          role="img"
          aria-label={summary}
          tabIndex={0}
          onPointerDown={pick}
          onPointerMove={(event) => {
            if (event.pointerType === 'mouse' || event.buttons) pick(event);
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') setActive(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(null)}
        >
          <svg className="dashboard-chart__svg" viewBox={`0 0 ${Math.max(1, count)} 100`} preserveAspectRatio="none" aria-hidden focusable="false">
            {scale.ticks.map((tick) => (
              <line key={tick} className="dashboard-chart__grid" x1={0} x2={count} y1={yOf(tick, scale.max)} y2={yOf(tick, scale.max)} vectorEffect="non-scaling-stroke" />
            ))}
            {shape === 'bars' ? (
              values.map((value, i) => {
                const y = yOf(value, scale.max);
                return <rect key={days[i] ?? i} className={cx('dashboard-chart__bar', i === active && 'dashboard-chart__bar--active')} x={i + 0.15} width={0.7} y={y} height={100 - y} />;
              })
            ) : (
              <>
                <path className="dashboard-chart__area" d={area} />
                <path className="dashboard-chart__line" d={line} vectorEffect="non-scaling-stroke" />
              </>
            )}
            {shape === 'area' && active !== null && <line className="dashboard-chart__cursor" x1={active + 0.5} x2={active + 0.5} y1={0} y2={100} vectorEffect="non-scaling-stroke" />}
          </svg>
          <div className="dashboard-chart__days" aria-hidden>
            {labelIndices(count).map((i) => {
              const place = labelPlace(i, count);
              return (
                <span key={i} className={`dashboard-chart__day dashboard-chart__day--${place.anchor}`} style={{ left: `${place.left}%` }}>
                  {formatDayShort(days[i] ?? '')}
                </span>
              );
            })}
          </div>
        </div>
      </div>
      <details className="dashboard-chart__data">
        <summary>Voir les valeurs</summary>
        <table className="dashboard-chart__table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Jour</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{formatDayLong(day)}</th>
                <td>{formatValue(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

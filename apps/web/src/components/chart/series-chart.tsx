import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cx } from '../../lib/cx';
import { areaPaths, indexAt, labelIndices, labelPlace, niceScale, summarise, yOf } from './chart-scale';
import { chartTexts } from './chart-texts';
import './series-chart.css';

/** One point of a series: its key, its axis label ('3 nov.', 'mars') and its name in full ('lundi 3 novembre', 'mars 2026'). */
export interface ChartPoint {
  key: string;
  short: string;
  long: string;
}

export interface SeriesChartProps {
  /** The chart's title, which also names it ('Vues par jour'). */
  title: string;
  /** The points (oldest first) and each one's value. */
  points: readonly ChartPoint[];
  values: readonly number[];
  /** Bars for counts, an area for a quantity that flows (watch hours). */
  shape: 'bars' | 'area';
  /** Counts get whole ticks. */
  integer?: boolean;
  /** A value in words ('12 vues', '1,5 h', '5 000 FCFA'). */
  formatValue: (value: number) => string;
  /** A tick of the value axis ('1,2 k'). */
  formatTick: (value: number) => string;
  /** The headings of the table of values ('Jour', 'Vues'). */
  pointHeading: string;
  valueHeading: string;
  /** One sentence that says what the plot shows, read in place of the image. */
  summary: string;
  /** A label every this many points, the last one always (7 for days, 3 for months). */
  labelEvery?: number;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  Home: () => 0,
  End: (_i, count) => count - 1,
};

/** What a series says at a glance (for its summary sentence): its total and its highest point. */
export { summarise };

/**
 * One value per point as a hand-made SVG chart, sized by CSS (any width, 360 px included): a few
 * round ticks, a label every few points, and a readout line above that gives the total, or the
 * value of the point under a finger, the mouse or the arrow keys. The plot is an image named by a
 * one-sentence summary; every value is also in a table under 'Voir les valeurs'.
 */
export function SeriesChart({ title, points, values, shape, integer, formatValue, formatTick, pointHeading, valueHeading, summary, labelEvery = 7 }: SeriesChartProps) {
  const titleId = useId();
  const [active, setActive] = useState<number | null>(null);
  const count = values.length;
  const scale = niceScale(Math.max(0, ...values), { integer });
  const { total } = summarise(values);
  const activePoint = active === null ? undefined : points[active];

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
    <figure className="series-chart" aria-labelledby={titleId}>
      <div className="series-chart__head">
        <figcaption id={titleId} className="series-chart__title">
          {title}
        </figcaption>
        <p className="series-chart__readout" aria-live="polite">
          {activePoint === undefined || active === null ? chartTexts.total(formatValue(total)) : chartTexts.point(activePoint.long, formatValue(values[active] ?? 0))}
        </p>
      </div>
      <div className="series-chart__body">
        <div className="series-chart__ticks" aria-hidden>
          {scale.ticks.map((tick) => (
            <span key={tick} className="series-chart__tick" style={{ bottom: `${(tick / scale.max) * 100}%` }}>
              {formatTick(tick)}
            </span>
          ))}
        </div>
        <div
          className="series-chart__plot"
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
          <svg className="series-chart__svg" viewBox={`0 0 ${Math.max(1, count)} 100`} preserveAspectRatio="none" aria-hidden focusable="false">
            {scale.ticks.map((tick) => (
              <line key={tick} className="series-chart__grid" x1={0} x2={count} y1={yOf(tick, scale.max)} y2={yOf(tick, scale.max)} vectorEffect="non-scaling-stroke" />
            ))}
            {shape === 'bars' ? (
              values.map((value, i) => {
                const y = yOf(value, scale.max);
                return <rect key={points[i]?.key ?? i} className={cx('series-chart__bar', i === active && 'series-chart__bar--active')} x={i + 0.15} width={0.7} y={y} height={100 - y} />;
              })
            ) : (
              <>
                <path className="series-chart__area" d={area} />
                <path className="series-chart__line" d={line} vectorEffect="non-scaling-stroke" />
              </>
            )}
            {shape === 'area' && active !== null && <line className="series-chart__cursor" x1={active + 0.5} x2={active + 0.5} y1={0} y2={100} vectorEffect="non-scaling-stroke" />}
          </svg>
          <div className="series-chart__days" aria-hidden>
            {labelIndices(count, labelEvery).map((i) => {
              const place = labelPlace(i, count);
              return (
                <span key={i} className={`series-chart__day series-chart__day--${place.anchor}`} style={{ left: `${place.left}%` }}>
                  {points[i]?.short ?? ''}
                </span>
              );
            })}
          </div>
        </div>
      </div>
      <details className="series-chart__data">
        <summary>{chartTexts.showValues}</summary>
        <table className="series-chart__table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{pointHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, i) => (
              <tr key={point.key}>
                <th scope="row">{point.long}</th>
                <td>{formatValue(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/*
 * The arithmetic of the hand-made charts (components/chart/series-chart.tsx): a value axis with few round ticks, which points
 * get a label, where a label sits, which day a tap points at, and the SVG path of an area. Pure, so
 * the charts stay small components and this is tested on its own.
 */

/** A value axis: its top (a round number at or above the largest value) and its ticks from 0 to it. */
export interface Scale {
  max: number;
  ticks: number[];
}

/** Drops the binary noise of decimal steps (0.1 × 3 = 0.30000000000000004). */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * The axis for values up to `dataMax`: steps of 1, 2 or 5 times a power of ten, at most
 * `maxIntervals` of them (three by default: four labels, readable at a glance on a phone). Counts
 * (`integer`) never get a fractional step. An empty or all-zero series gets 0 to 1.
 */
export function niceScale(dataMax: number, { integer = false, maxIntervals = 3 }: { integer?: boolean; maxIntervals?: number } = {}): Scale {
  const top = Number.isFinite(dataMax) && dataMax > 0 ? dataMax : 1;
  const magnitude = 10 ** Math.floor(Math.log10(top / maxIntervals));
  let step = integer ? Math.max(1, 10 * magnitude) : 10 * magnitude;
  for (const factor of [1, 2, 5]) {
    const candidate = clean(factor * magnitude);
    if ((integer && candidate < 1) || Math.ceil(clean(top / candidate)) > maxIntervals) continue;
    step = candidate;
    break;
  }
  const intervals = Math.max(1, Math.ceil(clean(top / step)));
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => clean(i * step));
  return { max: ticks[intervals]!, ticks };
}

/** Where `value` falls on a 0–100 SVG axis drawn downwards (0 at the bottom, the scale's top at 0). */
export function yOf(value: number, max: number): number {
  return clean(100 - (Math.max(0, Math.min(value, max)) / max) * 100);
}

/** The days that get an axis label: the last one (today) and every `every` days before it, oldest first. */
export function labelIndices(count: number, every = 7): number[] {
  const indices: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) indices.unshift(i);
  return indices;
}

/** Where a day's label sits, in percent of the plot's width, and how it is anchored: centred under its day, but kept inside the plot at both ends. */
export interface LabelPlace {
  left: number;
  anchor: 'start' | 'middle' | 'end';
}

export function labelPlace(index: number, count: number): LabelPlace {
  const centre = ((index + 0.5) / count) * 100;
  if (centre < 12) return { left: (index / count) * 100, anchor: 'start' };
  if (centre > 88) return { left: ((index + 1) / count) * 100, anchor: 'end' };
  return { left: centre, anchor: 'middle' };
}

/** The day under a pointer `x` pixels from the plot's left edge, on a plot `width` pixels wide. */
export function indexAt(x: number, width: number, count: number): number {
  if (count <= 0 || width <= 0) return 0;
  return Math.max(0, Math.min(count - 1, Math.floor((x / width) * count)));
}

/**
 * The line through the middle of each day's slot (day i at x = i + 0.5 on a viewBox `count` wide and
 * 100 high), and the area under it down to 0.
 */
export function areaPaths(values: readonly number[], max: number): { line: string; area: string } {
  if (values.length === 0) return { line: '', area: '' };
  const points = values.map((value, i) => `${clean(i + 0.5)},${yOf(value, max)}`);
  const line = `M${points.join('L')}`;
  const area = `M0.5,100L${points.join('L')}L${clean(values.length - 0.5)},100Z`;
  return { line, area };
}

/** What a series says at a glance: its total, and its highest day (the latest, on a tie). */
export interface SeriesSummary {
  total: number;
  peak: number;
  peakIndex: number;
}

export function summarise(values: readonly number[]): SeriesSummary {
  let peakIndex = 0;
  values.forEach((value, i) => {
    if (value >= (values[peakIndex] ?? 0)) peakIndex = i;
  });
  const total = clean(values.reduce((sum, value) => sum + value, 0));
  return { total, peak: values[peakIndex] ?? 0, peakIndex };
}

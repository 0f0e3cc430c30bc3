/**
 * The fMP4 engine's decisions, pure so tests state them: which rung the next segment comes from, which segment
 * holds a moment, and the bandwidth estimate the choice follows.
 */
import type { MediaSegment } from '@kora/shared/hls-playlist';

/**
 * Share of the estimate a higher rung's peak may take before Auto climbs to it, and the share the rung playing may
 * take before Auto steps down (hls.js's abrBandWidthUpFactor and abrBandWidthFactor): climbing needs room to spare,
 * staying only to keep up.
 */
export const UP_SHARE = 0.7;
export const STAY_SHARE = 0.95;

export interface LevelChoice {
  /** Peak bit rates of the levels, lowest first. */
  bitrates: readonly number[];
  estimate: number;
  /** The level the previous segment came from, or -1 before the first. */
  current: number;
  /** Highest level Auto may pick, -1 for none. */
  cap: number;
  /** A level the viewer locked, -1 for Auto. */
  locked: number;
  /** The level the first segment comes from, -1 for Auto's choice. */
  start: number;
}

/** The level of the next segment: the locked one; for the first segment the start one; else Auto's under its cap. */
export function nextLevelOf({ bitrates, estimate, current, cap, locked, start }: LevelChoice): number {
  const top = bitrates.length - 1;
  if (top < 0) return -1;
  if (locked >= 0) return Math.min(locked, top);
  const ceiling = cap >= 0 ? Math.min(cap, top) : top;
  if (current < 0 && start >= 0) return Math.min(start, ceiling);
  let choice = 0;
  bitrates.forEach((bitrate, level) => {
    if (level > ceiling) return;
    const share = current >= 0 && level > current ? UP_SHARE : STAY_SHARE;
    if (bitrate <= estimate * share) choice = level;
  });
  return choice;
}

/** Seconds a segment may start after a moment and still be taken to hold it: what rounding leaves of a start instant. */
const EDGE = 0.01;

/** Index of the segment that holds `time` (the last one past the end, 0 before the start). */
export function segmentIndexAt(segments: readonly MediaSegment[], time: number): number {
  for (let i = segments.length - 1; i >= 0; i -= 1) if (segments[i]!.startSeconds <= time + EDGE) return i;
  return 0;
}

/**
 * Bandwidth estimate from segment downloads: a fast and a slow moving average of bits per second, weighted by the
 * seconds of media each download brought, the lower of the two kept (a drop is believed at once, a rise only once it
 * lasts), hls.js's rule. The caller leaves out what the HTTP cache served (the segment warmed before Play).
 */
export function createEstimator(initial: number, { fastHalfLife = 3, slowHalfLife = 9 } = {}) {
  let fast = initial;
  let slow = initial;
  let weight = 0;
  const blend = (average: number, sample: number, seconds: number, halfLife: number) => {
    const keep = 0.5 ** (seconds / halfLife);
    return sample * (1 - keep) + average * keep;
  };
  return {
    /** A segment of `mediaSeconds` came in `ms` milliseconds, `bytes` long. */
    sample(bytes: number, ms: number, mediaSeconds: number) {
      if (bytes <= 0) return;
      const bps = (bytes * 8 * 1000) / Math.max(1, ms);
      // The first measure replaces the guess rather than averaging with it.
      fast = weight === 0 ? bps : blend(fast, bps, mediaSeconds, fastHalfLife);
      slow = weight === 0 ? bps : blend(slow, bps, mediaSeconds, slowHalfLife);
      weight += mediaSeconds;
    },
    get estimate() {
      return Math.min(fast, slow);
    },
    /** Seconds of media measured so far. */
    get measured() {
      return weight;
    },
  };
}

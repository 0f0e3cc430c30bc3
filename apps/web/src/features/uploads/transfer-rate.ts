/** How far back (ms) the speed is measured: long enough to smooth a bursty mobile link, short enough to follow it. */
const WINDOW_MS = 5000;
/** Below this much measured time (ms) a speed would be a guess: none is given. */
const MIN_SPAN_MS = 800;

interface Sample {
  time: number;
  loaded: number;
}

/** Where a transfer stands: percent done, and speed and time left once they can be measured. */
export interface TransferRate {
  loaded: number;
  total: number;
  /** 0–100. */
  percent: number;
  /** Bytes per second over the last few seconds, or null while too little has been measured. */
  bytesPerSecond: number | null;
  /** Seconds until done at that speed, or null when the speed is unknown. */
  secondsLeft: number | null;
}

/**
 * Measures a transfer from its progress reports: `add` takes the bytes done at a moment and answers
 * the rate over a sliding window of the last {@link WINDOW_MS}. When the bytes done go back (a
 * resumed upload re-sends what the server had not kept), measuring starts again from there.
 */
export function createTransferMeter() {
  const samples: Sample[] = [];
  return {
    add(time: number, loaded: number, total: number): TransferRate {
      if (loaded < (samples[samples.length - 1]?.loaded ?? 0)) samples.length = 0;
      samples.push({ time, loaded });
      while (samples.length > 2 && time - samples[1]!.time >= WINDOW_MS) samples.shift();
      const first = samples[0]!;
      const span = time - first.time;
      const bytesPerSecond = span >= MIN_SPAN_MS && loaded > first.loaded ? ((loaded - first.loaded) * 1000) / span : null;
      return {
        loaded,
        total,
        percent: total > 0 ? Math.min(100, (loaded / total) * 100) : 0,
        bytesPerSecond,
        secondsLeft: bytesPerSecond ? Math.max(0, total - loaded) / bytesPerSecond : null,
      };
    },
  };
}

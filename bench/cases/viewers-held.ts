import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** A viewer's media playlist URL and the segment URLs it leads to, in order (the viewer loops over them). */
export interface ViewerFiles {
  playlistUrl: string;
  segmentUrls: readonly string[];
}

/** One viewer's fetches, as hls.js does for a VOD: a fresh playlist, then the next segment, every segment duration. */
interface ViewersOptions {
  /** What the n-th viewer fetches (signed for them: each viewer is a person of their own). */
  filesOf: (viewer: number) => ViewerFiles;
  segmentSeconds: number;
  /** Viewers held at each step; the run stops at the first step that fails. */
  steps: readonly number[];
  /** How long each step lasts (at least two segment durations). */
  stepSeconds: number;
}

export interface ViewersResult {
  /** The largest count held: p99 segment time ≤ half a segment duration and no failed request. */
  held: number;
  /** What each step measured. */
  steps: Array<{ viewers: number; p99Ms: number; failures: number; segments: number }>;
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${res.statusCode}`))));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/**
 * Simulated HLS viewers (issue 17's 'viewers held'): each viewer is a phone of its own (its own connection and
 * URLs) that every segment duration fetches the playlist again and its next segment. The audience is raised step
 * by step, as a live's grows: the viewers of a step stay and the new ones arrive over one segment duration, until
 * the p99 time of a segment fetched during a step exceeds half a segment duration or a request fails. Loopback only.
 */
export async function viewersHeld({ filesOf, segmentSeconds, steps, stepSeconds }: ViewersOptions): Promise<ViewersResult> {
  for (let n = 0; n < Math.max(...steps); n += 1) {
    const { playlistUrl, segmentUrls } = filesOf(n);
    for (const url of [playlistUrl, ...segmentUrls]) if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`load is for loopback only: ${url}`);
  }
  const result: ViewersResult = { held: 0, steps: [] };
  // What the step under way measures (each viewer records into the step its fetch ends in).
  let step = { times: [] as number[], failures: 0 };
  let stopping = false;
  const viewer = async (index: number, startInMs: number) => {
    await sleep(startInMs);
    // A phone's own connection: one agent per viewer (one shared agent's socket lists grow with the audience).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { playlistUrl, segmentUrls } = filesOf(index);
    for (let n = index; !stopping; n += 1) {
      const tick = performance.now();
      try {
        await get(agent, playlistUrl);
        const ms = await get(agent, segmentUrls[n % segmentUrls.length] as string);
        step.times.push(ms);
      } catch {
        step.failures += 1;
      }
      const wait = segmentSeconds * 1000 - (performance.now() - tick);
      if (wait > 0 && !stopping) await sleep(wait);
    }
    agent.destroy();
  };
  const viewers: Promise<void>[] = [];
  for (const target of steps) {
    // The new viewers arrive spread over one segment duration, as people do.
    const arriving = target - viewers.length;
    for (let i = 0; i < arriving; i += 1) viewers.push(viewer(viewers.length, (i / arriving) * segmentSeconds * 1000));
    step = { times: [], failures: 0 };
    await sleep(stepSeconds * 1000);
    const { times, failures } = step;
    times.sort((a, b) => a - b);
    const p99Ms = times.length ? (times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] as number) : Number.POSITIVE_INFINITY;
    result.steps.push({ viewers: target, p99Ms, failures, segments: times.length });
    if (failures > 0 || p99Ms > (segmentSeconds * 1000) / 2) break;
    result.held = target;
  }
  stopping = true;
  await Promise.all(viewers);
  return result;
}

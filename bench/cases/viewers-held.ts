import http from 'node:http';
import { performance } from 'node:perf_hooks';

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
 * Simulated HLS viewers (issue 17's 'viewers held'): each viewer has its own connection and URLs, and every
 * segment duration fetches the playlist again and its next segment; the count rises step by step until
 * the p99 time of a segment exceeds half a segment duration or a request fails. Loopback only.
 */
export async function viewersHeld({ filesOf, segmentSeconds, steps, stepSeconds }: ViewersOptions): Promise<ViewersResult> {
  for (let n = 0; n < Math.max(...steps); n += 1) {
    const { playlistUrl, segmentUrls } = filesOf(n);
    for (const url of [playlistUrl, ...segmentUrls]) if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`load is for loopback only: ${url}`);
  }
  const result: ViewersResult = { held: 0, steps: [] };
  for (const viewers of steps) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: viewers });
    const times: number[] = [];
    let failures = 0;
    const end = performance.now() + stepSeconds * 1000;
    const viewer = async (index: number) => {
      // Viewers start spread over one segment duration, as people arrive.
      await new Promise((r) => setTimeout(r, (index / viewers) * segmentSeconds * 1000));
      const { playlistUrl, segmentUrls } = filesOf(index);
      for (let n = index; performance.now() < end; n += 1) {
        const tick = performance.now();
        try {
          await get(agent, playlistUrl);
          times.push(await get(agent, segmentUrls[n % segmentUrls.length] as string));
        } catch {
          failures += 1;
        }
        const wait = segmentSeconds * 1000 - (performance.now() - tick);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    };
    await Promise.all(Array.from({ length: viewers }, (_, i) => viewer(i)));
    agent.destroy();
    times.sort((a, b) => a - b);
    const p99Ms = times.length ? (times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] as number) : Number.POSITIVE_INFINITY;
    result.steps.push({ viewers, p99Ms, failures, segments: times.length });
    if (failures > 0 || p99Ms > (segmentSeconds * 1000) / 2) break;
    result.held = viewers;
  }
  return result;
}

import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { askChild } from './child-ask.js';
import type { ViewerAnswer, ViewerCommand, ViewerFiles } from './viewer-client.js';

export type { ViewerFiles } from './viewer-client.js';

interface ViewersOptions {
  /** What the n-th viewer fetches (signed for them: each viewer is a person of their own). */
  filesOf: (viewer: number) => ViewerFiles;
  segmentSeconds: number;
  /** Viewers held at each step; the run stops at the first step that fails. */
  steps: readonly number[];
  /** How long each step lasts (at least two segment durations). */
  stepSeconds: number;
  /** Client processes the viewers are spread over (`BENCH_VIEWER_PROCESSES`, 2 by default). */
  processes?: number;
}

export interface ViewersResult {
  /** The largest count held: p99 segment time ≤ half a segment duration and no failed request. */
  held: number;
  /** What each step measured; `machineBusy` is the share of the machine's CPU in use during the step (%). */
  steps: Array<{ viewers: number; p99Ms: number; failures: number; segments: number; machineBusy: number }>;
}

/**
 * The machine's CPU time so far (all cores, from /proc/stat): busy includes interrupts and softirq, where the
 * kernel moves loopback TCP and which no process's own CPU time counts.
 */
async function machineTicks(): Promise<{ busy: number; total: number }> {
  const cpu = (await fs.readFile('/proc/stat', 'utf8').catch(() => 'cpu 0')).split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = cpu.reduce((sum, x) => sum + x, 0);
  // user nice system idle iowait irq softirq steal ...: idle and iowait are not busy.
  return { busy: total - (cpu[3] ?? 0) - (cpu[4] ?? 0), total };
}

const ask = <K extends ViewerAnswer['kind']>(child: ChildProcess, command: ViewerCommand, kind: K) => askChild<ViewerAnswer, K>(child, command, kind);

/**
 * Simulated HLS viewers (the 'viewers held' figure), in client processes of their own (bench/cases/viewer-client.ts).
 * The audience is raised step by step, as a live's grows: the viewers of a step stay and the new ones arrive over
 * one segment duration, until the p99 time of a segment fetched during a step exceeds half a segment duration or a
 * request fails. Loopback only.
 */
export async function viewersHeld({ filesOf, segmentSeconds, steps, stepSeconds, processes = Math.max(1, Math.floor(Number(process.env.BENCH_VIEWER_PROCESSES ?? 2)) || 2) }: ViewersOptions): Promise<ViewersResult> {
  const most = Math.max(...steps);
  const all = Array.from({ length: most }, (_, n) => filesOf(n));
  for (const { playlistUrl, segmentUrls } of all) {
    for (const url of [playlistUrl, ...segmentUrls]) if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`load is for loopback only: ${url}`);
  }
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'viewer-client.ts');
  const clients = Array.from({ length: processes }, () => fork(entry, [], { execArgv: ['--import', 'tsx'], cwd: path.resolve('.'), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  const result: ViewersResult = { held: 0, steps: [] };
  try {
    // The n-th viewer is the (n / processes)-th of process n % processes: each step's arrivals split evenly.
    await Promise.all(clients.map((c, k) => ask(c, { kind: 'files', files: all.filter((_, n) => n % processes === k), segmentSeconds }, 'ready')));
    let watching = 0;
    for (const target of steps) {
      const share = (k: number) => Math.ceil((target - k) / processes) - Math.ceil((watching - k) / processes);
      // The new viewers arrive spread over one segment duration, as people do.
      clients.forEach((c, k) => c.send({ kind: 'raise', count: share(k), overMs: segmentSeconds * 1000 } satisfies ViewerCommand));
      clients.forEach((c) => c.send({ kind: 'measure' } satisfies ViewerCommand));
      watching = target;
      const before = await machineTicks();
      await sleep(stepSeconds * 1000);
      const after = await machineTicks();
      const reports = await Promise.all(clients.map((c) => ask(c, { kind: 'report' }, 'report')));
      const times = reports.flatMap((r) => r.times).sort((a, b) => a - b);
      const failures = reports.reduce((n, r) => n + r.failures, 0);
      const p99Ms = times.length ? (times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] as number) : Number.POSITIVE_INFINITY;
      const machineBusy = after.total > before.total ? Math.round((100 * (after.busy - before.busy)) / (after.total - before.total)) : Number.NaN;
      result.steps.push({ viewers: target, p99Ms, failures, segments: times.length, machineBusy });
      if (failures > 0 || p99Ms > (segmentSeconds * 1000) / 2) break;
      result.held = target;
    }
    await Promise.all(clients.map((c) => ask(c, { kind: 'stop' }, 'stopped')));
  } finally {
    for (const c of clients) if (c.connected) c.disconnect();
  }
  return result;
}

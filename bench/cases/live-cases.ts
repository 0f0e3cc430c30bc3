/**
 * The live cases, run alone on the machine (each starts its own Kora with the demo live off):
 * the ladder's speed and CPU against the bare ffmpeg command, the encoder-to-player latency, and
 * what the demo live costs left running. Part of `npm run bench`; by themselves (after `npm run build`):
 *   node --import tsx bench/cases/live-cases.ts
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Comparison, report } from '../load.js';
import { type Budget, reportBudget } from './home-js.js';
import { demoLiveCost, liveLatencyCase } from './live-latency.js';
import { liveTranscodeCase } from './live-transcode.js';

export interface LiveResults {
  comparisons: Comparison[];
  budgets: Budget[];
  /** Measures without a target (CPU shares), printed by {@link printLiveNotes}. */
  notes: string[];
}

export async function liveCases(): Promise<LiveResults> {
  const load = os.loadavg()[0]!;
  const transcode = await liveTranscodeCase();
  const latency = await liveLatencyCase();
  const demo = await demoLiveCost(latency.idle);
  return {
    comparisons: transcode.comparisons,
    budgets: [latency.budget],
    notes: [...transcode.notes, ...latency.notes, demo, `load average when the live cases began: ${load.toFixed(2)} on ${os.availableParallelism()} cores`],
  };
}

export function printLiveNotes(notes: readonly string[]): void {
  console.log(`\nLive CPU and detail (no target)\n${notes.map((n) => `  ${n}`).join('\n')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  liveCases()
    .then((live) => {
      const ok = report(live.comparisons);
      const withinBudget = live.budgets.map(reportBudget).every(Boolean);
      printLiveNotes(live.notes);
      if (!ok || !withinBudget) process.exitCode = 1;
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}

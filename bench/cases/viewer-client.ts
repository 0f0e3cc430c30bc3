/**
 * The simulated HLS viewers of one client process ({@link viewersHeld} runs several, so that one Node process
 * reading every segment is not the limit being measured). Each viewer is a phone of its own: its own connection
 * and URLs, and every segment duration it fetches the playlist again and its next segment, as hls.js does for a
 * VOD. The parent says when new viewers arrive and when a step's measure starts and ends.
 *
 * Run as a child by {@link viewersHeld}: `node --import tsx bench/cases/viewer-client.ts` with an IPC channel.
 */
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

/** A viewer's media playlist URL and the segment URLs it leads to, in order (the viewer loops over them). */
export interface ViewerFiles {
  playlistUrl: string;
  segmentUrls: readonly string[];
}

export type ViewerCommand =
  /** This process's viewers, in the order they arrive. */
  | { kind: 'files'; files: ViewerFiles[]; segmentSeconds: number }
  /** `count` more viewers, arriving spread over `overMs`. */
  | { kind: 'raise'; count: number; overMs: number }
  /** A step's measure starts: what was recorded so far is dropped. */
  | { kind: 'measure' }
  | { kind: 'report' }
  | { kind: 'stop' };

export type ViewerAnswer =
  | { kind: 'ready' }
  /** Segment times (ms) of the fetches that ended since `measure`, and the failed rounds. */
  | { kind: 'report'; times: number[]; failures: number }
  | { kind: 'stopped' };

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent }, (res) => {
      // The bytes are read and dropped (no listener of ours per chunk).
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${res.statusCode}`))));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

function viewerProcess(): void {
  const send = (answer: ViewerAnswer) => process.send?.(answer);
  let files: ViewerFiles[] = [];
  let segmentMs = 0;
  let started = 0;
  let stopping = false;
  let step = { times: [] as number[], failures: 0 };
  const viewers: Array<Promise<void>> = [];

  const viewer = async ({ playlistUrl, segmentUrls }: ViewerFiles, first: number, startInMs: number) => {
    await sleep(startInMs);
    // A phone's own connection: one agent per viewer (one shared agent's socket lists grow with the audience).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = first; !stopping; n += 1) {
      const tick = performance.now();
      try {
        await get(agent, playlistUrl);
        // Recorded in the step under way when the fetch ends (not the one it started in).
        const ms = await get(agent, segmentUrls[n % segmentUrls.length] as string);
        step.times.push(ms);
      } catch {
        step.failures += 1;
      }
      const wait = segmentMs - (performance.now() - tick);
      if (wait > 0 && !stopping) await sleep(wait);
    }
    agent.destroy();
  };

  process.on('message', (command: ViewerCommand) => {
    if (command.kind === 'files') {
      files = command.files;
      segmentMs = command.segmentSeconds * 1000;
      send({ kind: 'ready' });
    } else if (command.kind === 'raise') {
      for (let i = 0; i < command.count && started < files.length; i += 1, started += 1) {
        viewers.push(viewer(files[started] as ViewerFiles, started, (i / command.count) * command.overMs));
      }
    } else if (command.kind === 'measure') step = { times: [], failures: 0 };
    else if (command.kind === 'report') send({ kind: 'report', ...step });
    else {
      stopping = true;
      void Promise.all(viewers).then(() => send({ kind: 'stopped' }));
    }
  });
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href && process.send) viewerProcess();

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaTools, runTool } from '../../src/media/ffmpeg.js';
import { createLocalStorage } from '../../src/storage/local-storage.js';
import { createLiveIngest } from '../../src/modules/lives/ingest/live-ingest.js';
import type { IngestGate, LiveIngest, LiveIngestOptions } from '../../src/modules/lives/ingest/types.js';

/** Test support for the ingest's API tests: a fake gate, a temporary storage, real ffmpeg publishers. */

export interface FakeGate extends IngestGate {
  keys: Map<string, string>;
  confirm: (liveId: string) => boolean;
  signals: Array<{ liveId: string; signal: 'receiving' | 'reconnecting' }>;
  expired: string[];
  confirmed: string[];
  /** Lives whose picture was stored, once per picture. */
  pictures: string[];
}

export function fakeGate(): FakeGate {
  const gate: FakeGate = {
    keys: new Map(),
    confirm: () => true,
    signals: [],
    expired: [],
    confirmed: [],
    pictures: [],
    liveForKey: (key) => gate.keys.get(key) ?? null,
    confirmPublish: async (liveId) => {
      gate.confirmed.push(liveId);
      return gate.confirm(liveId);
    },
    onSignal: (liveId, signal) => gate.signals.push({ liveId, signal }),
    onPicture: (liveId) => gate.pictures.push(liveId),
    onGraceExpired: (liveId) => gate.expired.push(liveId),
  };
  return gate;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const loud = { info: (d: object, m: string) => console.warn('info', m, d), warn: (d: object, m: string) => console.warn('warn', m, d), error: (d: object, m: string) => console.error('error', m, d) };

export interface IngestKit {
  dir: string;
  root: string;
  gate: FakeGate;
  ingest: LiveIngest;
  port: number;
  cleanup(): Promise<void>;
}

export async function startIngest(overrides: Partial<LiveIngestOptions> = {}): Promise<IngestKit> {
  const dir = await mkdtemp(join(tmpdir(), 'kora-ingest-'));
  const root = join(dir, 'media');
  const gate = fakeGate();
  const ingest = createLiveIngest({
    gate,
    storage: createLocalStorage(root),
    tools: {},
    scratchDir: join(dir, 'scratch'),
    rtmpPort: 0,
    rtmpHost: '127.0.0.1',
    maxTranscodes: 2,
    maxHeight: 720,
    maxBitrateKbps: 6000,
    graceSeconds: 5,
    preset: 'ultrafast',
    log: process.env.KORA_INGEST_LOG ? loud : quiet,
    ...overrides,
  });
  const { rtmpPort } = await ingest.listen();
  return {
    dir,
    root,
    gate,
    ingest,
    port: rtmpPort,
    async cleanup() {
      await ingest.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns a truthy value (returned), or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Toujours pas : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Publisher {
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr: () => string;
  kill(): Promise<number | null>;
}

/** A real encoder: ffmpeg sending a small test pattern with a tone over RTMP, in real time. */
export function publishRtmp(url: string, options: { size?: string; rate?: number; seconds?: number; bitrateKbps?: number } = {}): Publisher {
  const { size = '426x240', rate = 25, seconds = 60, bitrateKbps } = options;
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}`, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'];
  args.push('-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(rate * 2), '-pix_fmt', 'yuv420p');
  if (bitrateKbps) args.push('-b:v', `${bitrateKbps}k`, '-minrate', `${bitrateKbps}k`, '-maxrate', `${bitrateKbps}k`, '-bufsize', `${bitrateKbps}k`, '-x264-params', 'nal-hrd=cbr:filler=1');
  args.push('-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url);
  return spawnPublisher(args);
}

export function spawnPublisher(args: string[]): Publisher {
  const child = spawn(mediaTools().ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    exited,
    stderr: () => stderr,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}

export const readText = (root: string, key: string) => readFile(join(root, key), 'utf8').catch(() => null);

/** ffprobe's streams of a playlist or file. */
export async function probeStreams(file: string): Promise<Array<{ codec_name: string; height?: number }>> {
  const { stdout } = await runTool(mediaTools().ffprobe, 'FFPROBE_PATH', ['-v', 'error', '-print_format', 'json', '-show_entries', 'stream=codec_name,height', file]);
  return (JSON.parse(stdout) as { streams: Array<{ codec_name: string; height?: number }> }).streams;
}

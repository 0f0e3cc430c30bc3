/**
 * The chat fan-out's clients, the same code against Kora and against its anchor: many reader
 * sockets, spread over child processes so that the bench process stays free, and one sender.
 *
 * A reader connects to /ws with a session cookie and the Origin a page would send (and offers
 * permessage-deflate, as browsers do), joins the live, and for each chat message it receives notes
 * post → receipt latency: the sender writes its send time into the text (`bench#<n>@<ms>`), and both
 * sides read the same clock ({@link now}). A reader finds that text in the raw frame without parsing
 * the JSON, so that the client side costs as little as it can per delivery. Loopback only.
 *
 * Run as a child by {@link openReaders}: `node --import tsx bench/cases/chat-clients.ts` with an IPC channel.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiPaths, pathTo } from '@kora/shared';
import WebSocket from 'ws';
import { askChild } from './child-ask.js';

/** A signed-in page of an instance: where it connects (ws://…/ws for readers, http://… for the sender) and its headers (cookie, origin). */
export interface Target {
  url: string;
  headers: Record<string, string>;
}

/** What a reader process has measured since `measure`. Latencies are a histogram of BIN_MS bins. */
export interface ReaderStats {
  /** Deliveries of messages numbered at or after the measure's first one. */
  delivered: number;
  bins: Array<[number, number]>;
  firstAt: number;
  lastAt: number;
  /** CPU seconds this process used since `measure`. */
  cpu: number;
  /** Frames that were not a bench message (joined, viewer counts…), and socket closes by close code. */
  otherFrames: number;
  closes: Record<string, number>;
  extensions: string[];
  /** The latest receipt of each message (ms after its post), by message number: where a stall hit. */
  slowest: Array<[number, number]>;
}

type Command =
  | { kind: 'connect'; targets: Target[]; sockets: number; streamId: string; concurrency: number }
  | { kind: 'measure'; from: number }
  | { kind: 'count' }
  | { kind: 'report' };

type Answer =
  | { kind: 'connected'; sockets: number; failures: string[] }
  | { kind: 'count'; delivered: number }
  | { kind: 'report'; stats: ReaderStats };

const BIN_MS = 0.1;
const BINS = 600_000;
const MARK = Buffer.from('"message":"bench#');
const AT = 64; // '@'
const SPACE = 32;

/**
 * Milliseconds of the machine's monotonic clock (CLOCK_MONOTONIC, as libuv reads it), to the
 * microsecond: the same clock in every process, unlike performance.now() (each process has its own
 * origin) or performance.timeOrigin (the wall clock at start, which a VM may step afterwards).
 */
export const now = (): number => Number(process.hrtime.bigint() / 1000n) / 1000;

/** A chat line as the sender posts it: its number and send time, then ordinary chat text. */
export const benchText = (n: number, sentAt: number): string => `bench#${n}@${sentAt.toFixed(3)} Allez, on y croit jusqu'au bout ! Quelle ambiance ce soir`;

/** Opens one socket, sends the join and resolves once the server said `joined` (rejects on an error frame, a close or 20 s). */
export function joinSocket(target: Target, streamId: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(target.url, { headers: target.headers, skipUTF8Validation: true });
    const timer = setTimeout(() => fail(new Error('no joined within 20 s')), 20_000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      ws.terminate();
      reject(err);
    };
    ws.once('unexpected-response', (_req, res) => fail(new Error(`upgrade answered ${res.statusCode}`)));
    ws.once('error', fail);
    ws.once('close', (code) => fail(new Error(`closed ${code} before joined`)));
    ws.once('open', () => ws.send(JSON.stringify({ type: 'join_stream', streamId, userId: 'bench' })));
    const onFrame = (data: Buffer) => {
      const text = data.toString('utf8');
      if (text.includes('"type":"joined"')) {
        clearTimeout(timer);
        ws.off('message', onFrame).removeAllListeners('close').removeAllListeners('error');
        ws.on('error', () => undefined);
        resolve(ws);
      } else if (text.includes('"type":"error"')) fail(new Error(text.slice(0, 300)));
    };
    ws.on('message', onFrame);
  });
}

/* ------------------------------------------------------------------ child side */

function readerProcess(): void {
  const send = (answer: Answer) => process.send?.(answer);
  const sockets: WebSocket[] = [];
  let from = Number.POSITIVE_INFINITY;
  let hist = new Uint32Array(BINS);
  let stats = { delivered: 0, firstAt: 0, lastAt: 0, otherFrames: 0, closes: {} as Record<string, number> };
  let slowest = new Map<number, number>();
  let cpuAt = process.cpuUsage();

  const onFrame = (data: Buffer) => {
    const at = now();
    const i = data.indexOf(MARK);
    if (i < 0) {
      stats.otherFrames += 1;
      return;
    }
    let j = i + MARK.length;
    let n = 0;
    for (let c = data[j]; c !== AT && c !== undefined; c = data[++j]) n = n * 10 + c - 48;
    if (n < from) return;
    let end = j + 1;
    while (data[end] !== SPACE && end < data.length) end += 1;
    const latency = Math.max(0, at - Number(data.toString('latin1', j + 1, end)));
    hist[Math.min(BINS - 1, Math.floor(latency / BIN_MS))]! += 1;
    if (latency > (slowest.get(n) ?? 0)) slowest.set(n, latency);
    stats.delivered += 1;
    if (stats.firstAt === 0) stats.firstAt = at;
    stats.lastAt = at;
  };

  async function connect(c: Extract<Command, { kind: 'connect' }>): Promise<void> {
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      for (let k = next++; k < c.sockets; k = next++) {
        try {
          const ws = await joinSocket(c.targets[k % c.targets.length]!, c.streamId);
          ws.on('message', onFrame);
          ws.on('close', (code) => (stats.closes[code] = (stats.closes[code] ?? 0) + 1));
          sockets.push(ws);
        } catch (err) {
          if (failures.length < 5) failures.push((err as Error).message);
          else failures.push('');
        }
      }
    };
    await Promise.all(Array.from({ length: c.concurrency }, worker));
    send({ kind: 'connected', sockets: sockets.length, failures: failures.filter(Boolean).concat(failures.length > 5 ? [`${failures.length} failures in all`] : []) });
  }

  process.on('message', (command: Command) => {
    if (command.kind === 'connect') void connect(command);
    else if (command.kind === 'measure') {
      from = command.from;
      hist = new Uint32Array(BINS);
      stats = { delivered: 0, firstAt: 0, lastAt: 0, otherFrames: 0, closes: {} };
      slowest = new Map();
      cpuAt = process.cpuUsage();
    } else if (command.kind === 'count') send({ kind: 'count', delivered: stats.delivered });
    else {
      const cpu = process.cpuUsage(cpuAt);
      const bins: Array<[number, number]> = [];
      hist.forEach((count, bin) => count > 0 && bins.push([bin, count]));
      const extensions = [...new Set(sockets.map((ws) => ws.extensions || 'none'))];
      send({ kind: 'report', stats: { ...stats, bins, cpu: (cpu.user + cpu.system) / 1e6, extensions, slowest: [...slowest] } });
    }
  });
  // The parent going away ends the readers (their sockets close with the process).
  process.on('disconnect', () => process.exit(0));
}

/* ----------------------------------------------------------------- parent side */

export interface Readers {
  sockets: number;
  /** Counts only messages numbered `from` or more, from now on. */
  measure(from: number): Promise<void>;
  delivered(): Promise<number>;
  report(): Promise<MergedStats>;
  close(): Promise<void>;
}

const ask = <K extends Answer['kind']>(child: ChildProcess, command: Command, kind: K) => askChild<Answer, K>(child, command, kind);

/** Every reader process's stats together, with latency percentiles. */
export type MergedStats = ReaderStats & { percentile(p: number): number };

/** Merges the processes' histograms: nearest-rank percentiles in ms. */
export function mergeStats(parts: readonly ReaderStats[]): MergedStats {
  const hist = new Map<number, number>();
  for (const part of parts) for (const [bin, count] of part.bins) hist.set(bin, (hist.get(bin) ?? 0) + count);
  const bins = [...hist].sort((a, b) => a[0] - b[0]);
  const closes: Record<string, number> = {};
  for (const part of parts) for (const [code, n] of Object.entries(part.closes)) closes[code] = (closes[code] ?? 0) + n;
  const delivered = parts.reduce((s, p) => s + p.delivered, 0);
  const slowest = new Map<number, number>();
  for (const [n, ms] of parts.flatMap((p) => p.slowest)) slowest.set(n, Math.max(ms, slowest.get(n) ?? 0));
  const started = parts.filter((p) => p.delivered > 0);
  return {
    delivered,
    bins,
    closes,
    firstAt: Math.min(...started.map((p) => p.firstAt)),
    lastAt: Math.max(...started.map((p) => p.lastAt)),
    cpu: parts.reduce((s, p) => s + p.cpu, 0),
    otherFrames: parts.reduce((s, p) => s + p.otherFrames, 0),
    extensions: [...new Set(parts.flatMap((p) => p.extensions))],
    slowest: [...slowest].sort((a, b) => b[1] - a[1]),
    percentile(p: number): number {
      const rank = Math.max(1, Math.ceil((p / 100) * delivered));
      let seen = 0;
      for (const [bin, count] of bins) if ((seen += count) >= rank) return (bin + 1) * BIN_MS;
      return Number.NaN;
    },
  };
}

/**
 * `sockets` readers over `processes` child processes, each socket on the next target in turn
 * (so two targets get half each), all joined to `streamId` when this resolves.
 */
export async function openReaders(targets: Target[], streamId: string, sockets: number, processes: number): Promise<Readers> {
  const entry = fileURLToPath(import.meta.url);
  const children = Array.from({ length: processes }, () => fork(entry, [], { execArgv: ['--import', 'tsx'], cwd: path.resolve('.'), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  // Disconnecting ends a reader process (its sockets close with it); one that lingers is killed.
  const close = async () => {
    await Promise.all(
      children.map(async (c) => {
        if (c.exitCode !== null || c.signalCode !== null) return;
        const exited = new Promise((r) => c.once('exit', r));
        if (c.connected) c.disconnect();
        const timer = setTimeout(() => c.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }),
    );
  };
  try {
    const share = (i: number) => Math.floor(sockets / processes) + (i < sockets % processes ? 1 : 0);
    // Each child starts at an offset of the targets, so the split stays even whatever the shares.
    const connected = await Promise.all(
      children.map((child, i) => {
        const rotated = targets.map((_, k) => targets[(k + i * share(0)) % targets.length]!);
        return ask(child, { kind: 'connect', targets: rotated, sockets: share(i), streamId, concurrency: 50 }, 'connected');
      }),
    );
    const failures = connected.flatMap((c) => c.failures);
    if (failures.length > 0) throw new Error(`readers could not join: ${failures.join('; ')}`);
    return {
      sockets: connected.reduce((s, c) => s + c.sockets, 0),
      measure: async (from) => void children.forEach((c) => c.send({ kind: 'measure', from } satisfies Command)),
      delivered: async () => (await Promise.all(children.map((c) => ask(c, { kind: 'count' }, 'count')))).reduce((s, a) => s + a.delivered, 0),
      report: async () => mergeStats((await Promise.all(children.map((c) => ask(c, { kind: 'report' }, 'report')))).map((a) => a.stats)),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

export interface SendResult {
  sent: number;
  /** Posts answered 200/201, and the first refusals (status and text). */
  acked: number;
  errors: string[];
  /** How long each post took to be answered (ms). */
  answerMs: number[];
  /** When the first message left ({@link now}). */
  startedAt: number;
}

/**
 * The sender (the live's creator): POSTs `count` messages to the live's chat at `rate` a second,
 * the n-th at start + n / rate whatever the answers before it (no drift, no waiting on a slow
 * one), numbered from `first`. Over HTTP, as Kora's own socket allows a page a couple of frames a
 * second; the anchor answers the same POST.
 */
export async function sendMessages(instance: Target, streamId: string, rate: number, first: number, count: number): Promise<SendResult> {
  const url = `${instance.url}${pathTo(apiPaths.liveChat, { id: streamId })}`;
  const result: SendResult = { sent: 0, acked: 0, errors: [], answerMs: [], startedAt: now() };
  const post = async (n: number) => {
    const at = now();
    const res = await fetch(url, { method: 'POST', headers: { ...instance.headers, 'content-type': 'application/json' }, body: JSON.stringify({ message: benchText(n, at) }) });
    const text = await res.text();
    result.answerMs.push(now() - at);
    if (res.ok) result.acked += 1;
    else if (result.errors.length < 5) result.errors.push(`${res.status} ${text.slice(0, 200)}`);
  };
  const posts: Array<Promise<void>> = [];
  for (let i = 0; i < count; i += 1) {
    const due = result.startedAt + (i * 1000) / rate;
    if (due > now()) await new Promise((r) => setTimeout(r, due - now()));
    posts.push(post(first + i).catch((err: Error) => void (result.errors.length < 5 && result.errors.push(`${err.message} (${String(err.cause)})`))));
    result.sent += 1;
  }
  await Promise.all(posts);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href && process.send) readerProcess();

/**
 * Chat fan-out: BENCH_CHAT_SOCKETS (default 5,000) sockets in one live on loopback, a
 * sender (the live's creator) posting BENCH_CHAT_RATE messages a second (default 10, a busy live)
 * for BENCH_CHAT_SECONDS (default 15, after 2 s of warm-up that is not counted), once through one
 * Kora and once through two Kora instances on one database and one Redis (sockets split evenly, the
 * sender on the first), each beside its anchor in the same run: bare `ws` servers broadcasting the
 * same frames (bench/cases/chat-anchor.ts), with the same clients (bench/cases/chat-clients.ts).
 * Targets: deliveries/s ≥ 0.8 of the anchor's, p99 post → receipt ≤ 250 ms, every message to every socket.
 *
 * Part of `npm run bench`; by itself (after `npm run build`): node --import tsx bench/cases/chat-fanout.ts
 */
import { installationEnv } from '../../apps/server/test/installation-env.js';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPaths, pathTo } from '@kora/shared';
import { compare, type Comparison, report } from '../load.js';
import { startBareChatServer, startKora } from '../servers.js';
import { openReaders, sendMessages, type Target } from './chat-clients.js';
import { type Budget, reportBudget } from './home-js.js';
import { formatShare, percentile, treeCpuSeconds } from './live-tools.js';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 5000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 1);
/** Child processes the reader sockets are spread over. */
const READER_PROCESSES = Number(process.env.BENCH_CHAT_READER_PROCESSES ?? 2);
const WARMUP = RATE * 2;
/** Sessions the readers share (each a sign-in, which is slow on purpose). */
const READER_SESSIONS = 8;
const DRAIN_MS = 5000;
/** Which scenarios run: `one` (one instance), `two` (two instances over Redis). */
const SCENARIOS = (process.env.BENCH_CHAT_SCENARIOS ?? 'one,two').split(',');

/** One side of a scenario, ready to be measured: where readers go, where the sender goes, whose CPU counts. */
interface Side {
  liveId: string;
  readers: Target[];
  /** The instance the sender posts to (http://…, the creator's cookie). */
  sender: Target;
  pids: number[];
}

interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  /** Share of (measured messages × sockets) delivered, in %. */
  share: number;
  sent: number;
  acked: number;
  errors: string[];
  /** p50 and p99 of the sender's posts' answer times (ms): what comes before the fan-out. */
  answer: [number, number];
  serverCores: number;
  clientCores: number;
  connectSeconds: number;
  closes: Record<string, number>;
  extensions: string[];
  otherFrames: number;
  /** The three messages whose last receipt came latest: [seconds after the first measured post, ms]. */
  slowest: Array<[number, number]>;
}

export interface ChatResults {
  comparisons: Comparison[];
  budgets: Budget[];
  notes: string[];
}

/** A signed-in page of an instance: its session cookie and the Origin it sends (the instance's own). */
const poster = (httpUrl: string, cookie: string): Target => ({ url: httpUrl, headers: { cookie, origin: httpUrl } });
const wsTarget = (httpUrl: string, cookie: string): Target => ({ ...poster(httpUrl, cookie), url: `${httpUrl.replace(/^http/, 'ws')}${apiPaths.chatSocket}` });

/** Signs in `times` times (a fresh session each) and returns the session cookies. */
async function sessions(url: string, route: string, email: string, password: string, times: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < times; i += 1) {
    const res = await fetch(`${url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
    cookies.push(res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '));
  }
  return cookies;
}

/** One measured fan-out: readers join, the sender posts, every delivery is awaited (or DRAIN_MS more), the readers leave. */
async function fanOut(side: Side): Promise<Run> {
  const connectStart = performance.now();
  const readers = await openReaders(side.readers, side.liveId, SOCKETS, READER_PROCESSES);
  try {
    const connectSeconds = (performance.now() - connectStart) / 1000;
    // Joins settle (Kora's audience counts go round) before the first message.
    await new Promise((r) => setTimeout(r, 2000));
    await readers.measure(WARMUP);
    const cpu = side.pids.reduce((s, pid) => s + treeCpuSeconds(pid), 0);
    const cpuAt = performance.now();
    const measured = RATE * SECONDS;
    const sent = await sendMessages(side.sender, side.liveId, RATE, 0, WARMUP + measured);
    const expected = measured * readers.sockets;
    for (const end = performance.now() + DRAIN_MS; performance.now() < end && (await readers.delivered()) < expected; ) await new Promise((r) => setTimeout(r, 200));
    const serverCpu = side.pids.reduce((s, pid) => s + treeCpuSeconds(pid), 0) - cpu;
    const stats = await readers.report();
    // From the first measured message's send (WARMUP / RATE after the sender began) to the last receipt.
    const window = Math.max(SECONDS, (stats.lastAt - (sent.startedAt + (WARMUP * 1000) / RATE)) / 1000);
    const wall = (performance.now() - cpuAt) / 1000;
    return {
      perSecond: stats.delivered / window,
      p50: stats.percentile(50),
      p99: stats.percentile(99),
      share: (100 * stats.delivered) / expected,
      sent: sent.sent,
      acked: sent.acked,
      errors: sent.errors,
      answer: [percentile(sent.answerMs, 50), percentile(sent.answerMs, 99)],
      serverCores: serverCpu / wall,
      clientCores: stats.cpu / wall,
      connectSeconds,
      closes: stats.closes,
      extensions: stats.extensions,
      otherFrames: stats.otherFrames,
      slowest: stats.slowest.slice(0, 3).map(([n, ms]) => [(n - WARMUP) / RATE, ms]),
    };
  } finally {
    await readers.close();
  }
}

const describe = (r: Run): string =>
  `${Math.round(r.perSecond)} deliveries/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.share.toFixed(2)} % delivered; posts ${r.sent} sent, ${r.acked} answered OK in p50 ${r.answer[0].toFixed(1)} ms, p99 ${r.answer[1].toFixed(1)} ms${r.errors.length ? ` (errors: ${r.errors.join(' | ')})` : ''}; ` +
  `server side ${formatShare(r.serverCores)}, readers ${formatShare(r.clientCores)}; ${SOCKETS} joined in ${r.connectSeconds.toFixed(1)} s; extensions ${r.extensions.join(', ')}` +
  `; ${(r.otherFrames / SOCKETS).toFixed(1)} other frames a socket (Kora's heartbeats, viewer counts); slowest messages ${r.slowest.map(([at, ms]) => `${ms.toFixed(0)} ms at ${at.toFixed(1)} s`).join(', ')}` +
  (Object.keys(r.closes).length ? `; closed during the run: ${JSON.stringify(r.closes)}` : '');

/** Alternates Kora and its anchor for ROUNDS rounds (load.ts's compare), keeping every run's detail. */
async function scenario(label: string, ours: Side, anchor: Side): Promise<ChatResults> {
  console.log(`\nchat fan-out, ${label}: ${SOCKETS} sockets, ${RATE} messages/s for ${SECONDS} s (+${WARMUP / RATE} s warm-up), readers in ${READER_PROCESSES} processes`);
  const runs = { ours: [] as Run[], anchor: [] as Run[] };
  const side = (name: keyof typeof runs, s: Side) => async () => {
    const run = await fanOut(s);
    runs[name].push(run);
    console.log(`  ${name === 'ours' ? 'Kora  ' : 'anchor'} ${describe(run)}`);
    return run.perSecond;
  };
  const comparison = await compare(`Chat fan-out, ${label}: deliveries/s vs bare ws broadcasting the same frames`, 0.8, ROUNDS, side('ours', ours), side('anchor', anchor));
  const worstP99 = Math.max(...runs.ours.map((r) => r.p99));
  const worstShare = Math.min(...runs.ours.map((r) => r.share));
  const anchorDetail = `anchor p99 ${Math.max(...runs.anchor.map((r) => r.p99)).toFixed(1)} ms`;
  return {
    comparisons: [{ ...comparison, unit: 'deliveries/s' }],
    budgets: [
      { name: `Chat fan-out, ${label}: p99 post → receipt (worst run)`, value: worstP99, limit: 250, unit: 'ms', detail: `p50 ${Math.max(...runs.ours.map((r) => r.p50)).toFixed(1)} ms; ${anchorDetail}` },
      { name: `Chat fan-out, ${label}: deliveries missing (worst run)`, value: 100 - worstShare, limit: 0, unit: '%', detail: `${worstShare.toFixed(3)} % of ${RATE * SECONDS} messages × ${SOCKETS} sockets delivered` },
    ],
    notes: [...runs.ours.map((r) => `${label}, Kora: ${describe(r)}`), ...runs.anchor.map((r) => `${label}, anchor: ${describe(r)}`)],
  };
}

async function post<T>(url: string, cookie: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${route}`, { method: 'POST', headers: { cookie, origin: url, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : null });
  if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A free live of createur@kora.demo, approved by the admin and put on air by its creator (no encoder: the chat needs none). */
async function openLive(url: string, creator: string): Promise<string> {
  const [admin] = (await sessions(url, apiPaths.adminLogin, 'admin@kora.demo', 'kora-admin', 1)) as [string];
  const live = await post<{ id: string }>(url, creator, apiPaths.liveStreams, { title: 'Bench : chat', description: 'Fan-out du chat', category: 'Éducation', requiredTier: 'free', ageRating: 'tous' });
  await post(url, admin, pathTo(apiPaths.adminApproveLive, { id: live.id }));
  await post(url, creator, pathTo(apiPaths.liveStart, { id: live.id }));
  return live.id;
}

/**
 * Both scenarios. One Kora (demo live off, no transcoding) holds the database and a free live of
 * createur@kora.demo, who sends (a live's creator is exempt from flood control); premium and free
 * viewers' sessions are shared by the readers. For two instances, two more Kora processes on that
 * database and REDIS_URL (default redis://127.0.0.1:6379) take the sockets, and two anchors share Redis too.
 */
export async function chatFanoutCase(): Promise<ChatResults> {
  const load = os.loadavg()[0]!;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const running: Array<{ stop(): Promise<void> }> = [];
  const start = async <T extends { stop(): Promise<void> }>(p: Promise<T>): Promise<T> => {
    const r = await p;
    running.push(r);
    return r;
  };
  try {
    // Kora pings every socket (a ping and a heartbeat frame each) once per CHAT_PING_SECONDS (30 by default), each at
    // its own moment: the ping period is the window's length, so every socket's ping falls inside it (twice as often as by default).
    const quiet = { DEMO_LIVE: 'false', LIVE_RECONNECT_GRACE_SECONDS: '3600', CHAT_PING_SECONDS: String(SECONDS) };
    const kora = await start(startKora(quiet));
    const [creator] = (await sessions(kora.url, apiPaths.login, 'createur@kora.demo', 'kora-demo', 1)) as [string];
    const viewers = [...(await sessions(kora.url, apiPaths.login, 'premium@kora.demo', 'kora-demo', READER_SESSIONS / 2)), ...(await sessions(kora.url, apiPaths.login, 'gratuit@kora.demo', 'kora-demo', READER_SESSIONS / 2))];
    const liveId = await openLive(kora.url, creator);
    /** Reader targets: the sessions in turn, on the instances in turn (so each instance gets an even share). */
    const spread = (urls: string[]): Target[] => viewers.map((cookie, i) => wsTarget(urls[i % urls.length]!, cookie));

    const results: ChatResults[] = [];
    if (SCENARIOS.includes('one')) {
      const bare = await start(startBareChatServer());
      results.push(
        await scenario(
          'one instance',
          { liveId, readers: spread([kora.url]), sender: poster(kora.url, creator), pids: [kora.pid] },
          { liveId, readers: spread([bare.url]), sender: poster(bare.url, creator), pids: [bare.pid] },
        ),
      );
    }
    if (SCENARIOS.includes('two')) {
      const shared = { ...quiet, DATABASE_URL: kora.databaseUrl, REDIS_URL: redisUrl, SEED_DEMO: 'false', ...installationEnv(kora.dataDir) };
      const [a, b] = [await start(startKora(shared)), await start(startKora(shared))];
      const [bareA, bareB] = [await start(startBareChatServer(redisUrl)), await start(startBareChatServer(redisUrl))];
      results.push(
        await scenario(
          'two instances over Redis',
          { liveId, readers: spread([a.url, b.url]), sender: poster(a.url, creator), pids: [a.pid, b.pid, kora.pid] },
          { liveId, readers: spread([bareA.url, bareB.url]), sender: poster(bareA.url, creator), pids: [bareA.pid, bareB.pid] },
        ),
      );
    }
    return {
      comparisons: results.flatMap((r) => r.comparisons),
      budgets: results.flatMap((r) => r.budgets),
      notes: [
        ...results.flatMap((r) => r.notes),
        `server side: Kora's process tree with its PostgreSQL (for two instances, both and the first process, idle, whose PostgreSQL they share) or the anchors; readers: the ${READER_PROCESSES} client processes; Redis not counted`,
        `load average when the chat case began: ${load.toFixed(2)} on ${os.availableParallelism()} cores`,
      ],
    };
  } finally {
    for (const r of running.reverse()) await r.stop();
  }
}

export function printChatNotes(notes: readonly string[]): void {
  console.log(`\nChat fan-out detail (no target)\n${notes.map((n) => `  ${n}`).join('\n')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const chat = await chatFanoutCase();
    // Every line is printed before the verdict: the comparisons, then each budget.
    const ok = [report(chat.comparisons), ...chat.budgets.map(reportBudget)].every(Boolean);
    printChatNotes(chat.notes);
    if (!ok) process.exitCode = 1;
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  }
}

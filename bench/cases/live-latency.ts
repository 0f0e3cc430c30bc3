/**
 * Live latency, encoder to player, through the whole of Kora: an encoder (ffmpeg, 720p30, as OBS
 * would send) publishes a clock over RTMP into Kora's ingest; a "player" reads the live through the
 * signed URLs a premium viewer gets and times each segment it downloads.
 *
 * The method, precise to a few tens of milliseconds:
 * - The clock is in the picture. Every source frame carries its frame number n as a 16-bit barcode
 *   (16 black or white boxes drawn along the bottom, drawbox's timeline `enable` on the bits of n):
 *   it survives scaling to 144p and any re-timing the relay or the ladder does, which media
 *   timestamps do not (ffmpeg rebases them at each hop, and the RTMP play starts from a GOP cache).
 * - The send time of frame n comes from the encoder itself: its `-progress` (every 100 ms) says
 *   which media time it has muxed into the RTMP connection (out_time) at which wall time; frame n
 *   (media time n/30) left at the wall time interpolated where out_time reached n/30. This follows
 *   the encoder even if it runs late, unlike assuming `-re` paces exactly from t0.
 * - The player polls the lowest rendition's media playlist every 500 ms (hls.js reloads a live
 *   playlist once per target duration, or half of it when nothing changed: 500 ms is the eager
 *   end, so this is the delay the server imposes, not the player's polling), downloads each new
 *   segment whole and notes when it has it. Afterwards the segment's first frame is decoded and its
 *   barcode read.
 * latency = (segment fully downloaded) − (its first frame sent by the encoder). It includes the
 * 2 s segment itself: a segment exists only once ffmpeg has cut it at the next key frame.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { apiPaths, DEMO_LIVE_ID, pathTo } from '@kora/shared';
import { startKora } from '../servers.js';
import type { Budget } from './home-js.js';
import { encoderArguments, type EncoderSource, formatShare, median, percentile, slope, treeCpuSeconds, treeCpuShare } from './live-tools.js';

const FPS = 30;
const BITS = 16;
/** Box k holds bit k of the frame number: 80 px apart across the 1280 px width, in a black strip at the bottom. */
const BARCODE = [
  'drawbox=x=0:y=600:w=1280:h=96:color=black:t=fill',
  ...Array.from({ length: BITS }, (_, k) => `drawbox=x=${k * 80 + 8}:y=608:w=64:h=80:color=white:t=fill:enable='eq(mod(floor(n/${2 ** k}),2),1)'`),
].join(',');
/** Publisher's picture; its x264 is ultrafast so that this stand-in for a remote OBS leaves the CPU to Kora. */
const ENCODER: EncoderSource = { width: 1280, height: 720, fps: FPS, videoKbps: 3000, preset: 'ultrafast', filter: BARCODE };
const POLL_MS = 500;

type Kora = Awaited<ReturnType<typeof startKora>>;

/** Signs in and returns the session cookie. */
async function signIn(kora: Kora, email: string, password: string, admin = false): Promise<string> {
  const res = await fetch(`${kora.url}${admin ? apiPaths.adminLogin : apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function api<T>(kora: Kora, cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${kora.url}${url}`, { method, headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : null });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  for (const end = Date.now() + timeoutMs; ; ) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The encoder, publishing until killed; `sent` is its (wall ms, media seconds) series from -progress. */
function publish(url: string): { child: ChildProcess; sent: Array<[number, number]> } {
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-stats_period', '0.1', ...encoderArguments(ENCODER, true), '-f', 'flv', url];
  const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const sent: Array<[number, number]> = [];
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    const now = Date.now();
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^out_time_us=(\d+)/.exec(line);
      if (m) sent.push([now, Number(m[1]) / 1e6]);
    }
  });
  return { child, sent };
}

/** Wall time (ms) at which the encoder had sent media time `t`, interpolated in its progress series; null before the series covers it. */
function sentAt(sent: ReadonlyArray<[number, number]>, t: number): number | null {
  for (let i = 1; i < sent.length; i += 1) {
    const [w1, t1] = sent[i]!;
    if (t1 < t) continue;
    const [w0, t0] = sent[i - 1]!;
    return t1 === t0 ? w1 : w0 + ((t - t0) / (t1 - t0)) * (w1 - w0);
  }
  return null;
}

/** The frame number in the barcode of a segment's first frame (decoded at 256×144, mean of each box's centre). */
async function frameNumberOf(segment: Buffer): Promise<number> {
  const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-frames:v', '1', '-vf', 'scale=256:144', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.stdin.on('error', () => {});
  child.stdin.end(segment);
  await new Promise((resolve) => child.once('close', resolve));
  const gray = Buffer.concat(chunks);
  if (gray.length < 256 * 144) throw new Error('segment without a picture');
  let n = 0;
  for (let k = 0; k < BITS; k += 1) {
    let sum = 0;
    for (let y = 125; y < 135; y += 1) for (let x = k * 16 + 5; x < k * 16 + 11; x += 1) sum += gray[y * 256 + x]!;
    if (sum / 60 > 128) n += 2 ** k;
  }
  return n;
}

interface Fetched {
  uri: string;
  appearedAt: number;
  doneAt: number;
  body: Buffer;
}

/** Plays the live as a player would: the media playlist every POLL_MS, each new segment downloaded whole. Skips what the first playlist already lists and `warmup` more. */
async function play(playlistUrl: string, count: number, warmup: number, timeoutMs: number): Promise<Fetched[]> {
  const seen = new Set<string>();
  const fetched: Fetched[] = [];
  let first = true;
  for (const end = Date.now() + timeoutMs; fetched.length < count + warmup; ) {
    if (Date.now() > end) throw new Error(`only ${fetched.length} new segments in ${timeoutMs / 1000} s`);
    const started = Date.now();
    const text = await (await fetch(playlistUrl)).text();
    const uris = text.split('\n').filter((l) => l && !l.startsWith('#'));
    for (const uri of uris) {
      if (seen.has(uri)) continue;
      seen.add(uri);
      if (first) continue;
      const appearedAt = Date.now();
      const res = await fetch(new URL(uri, playlistUrl));
      if (!res.ok) throw new Error(`segment ${uri}: ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      fetched.push({ uri, appearedAt, doneAt: Date.now(), body });
    }
    first = false;
    await new Promise((r) => setTimeout(r, Math.max(0, POLL_MS - (Date.now() - started))));
  }
  return fetched.slice(warmup);
}

export interface LiveLatencyResult {
  budget: Budget;
  notes: string[];
  /** Kora's process tree's CPU share with no live on air, in cores. */
  idle: number;
}

/**
 * One 720p30 live through a fresh Kora (demo live off: nothing else on air), BENCH_LIVE_SEGMENTS
 * segments (default 30) after 2 of warm-up; p50 and p95. Target: p50 ≤ 6 s. Also the CPU share of
 * Kora's process tree (server, RTMP relay, ladder ffmpeg, PostgreSQL) idle and during the live.
 */
export async function liveLatencyCase(count = Number(process.env.BENCH_LIVE_SEGMENTS ?? 30)): Promise<LiveLatencyResult> {
  const kora = await startKora({ DEMO_LIVE: 'false', RTMP_PORT: '0' });
  let encoder: ReturnType<typeof publish> | null = null;
  try {
    const admin = await signIn(kora, 'admin@kora.demo', 'kora-admin', true);
    const creator = await signIn(kora, 'createur@kora.demo', 'kora-demo');
    const premium = await signIn(kora, 'premium@kora.demo', 'kora-demo');
    const live = await api<{ id: string }>(kora, creator, 'POST', apiPaths.liveStreams, { title: 'Bench : latence', description: 'Horloge', category: 'Éducation', requiredTier: 'premium', ageRating: 'tous' });
    await api(kora, admin, 'POST', pathTo(apiPaths.adminApproveLive, { id: live.id }));
    const ingest = await api<{ rtmpUrl: string; streamKey: string }>(kora, creator, 'GET', pathTo(apiPaths.liveIngest, { id: live.id }));
    const rtmp = new URL(ingest.rtmpUrl);
    rtmp.hostname = '127.0.0.1';

    const idle = await treeCpuShare(kora.pid, 10);
    console.log(`\nlive latency: 720p30 over RTMP into Kora, ${count} segments; Kora idle: ${formatShare(idle)}`);
    const current = publish(`${rtmp.href}/${ingest.streamKey}`);
    encoder = current;
    const publishedAt = Date.now();
    await until('on air', () => api<{ signal: string | null }>(kora, creator, 'GET', pathTo(apiPaths.liveStream, { id: live.id })), (l) => l.signal === 'receiving', 60_000);
    const playback = await api<{ masterUrl: string }>(kora, premium, 'GET', pathTo(apiPaths.livePlayback, { id: live.id }));
    const onAir = (Date.now() - publishedAt) / 1000;
    const playlist = `${kora.url}${playback.masterUrl.replace(/master\.m3u8$/, '144p/index.m3u8')}`;

    // When ffmpeg cuts each 144p segment (renames seg_<n>.ts into its work folder): splits the latency into the ladder's part and the publishing and polling after it.
    const workDir = path.join(kora.dataDir, 'media', 'live-scratch', live.id, 'run-1', '144p');
    const cutAt = new Map<number, number>();
    const watcher = existsSync(workDir)
      ? watch(workDir, (_event, name) => {
          const m = /^seg_(\d+)\.ts$/.exec(String(name));
          if (m && !cutAt.has(Number(m[1])) && existsSync(path.join(workDir, String(name)))) cutAt.set(Number(m[1]), Date.now());
        })
      : null;
    const cpu = { kora: treeCpuSeconds(kora.pid), encoder: treeCpuSeconds(current.child.pid!), at: performance.now() };
    const segments = await play(playlist, count, 2, (count + 2) * 2000 * 3 + 30_000);
    watcher?.close();
    const load = os.loadavg()[0]!;
    const wall = (performance.now() - cpu.at) / 1000;
    const koraShare = (treeCpuSeconds(kora.pid) - cpu.kora) / wall;
    const encoderShare = (treeCpuSeconds(current.child.pid!) - cpu.encoder) / wall;
    const sentSeconds = current.sent.at(-1)?.[1] ?? 0;
    current.child.kill('SIGKILL');

    const latencies: number[] = [];
    const at: number[] = [];
    const listed: number[] = [];
    const cut: number[] = [];
    const frames: number[] = [];
    for (const s of segments) {
      const n = await frameNumberOf(s.body);
      const sent = sentAt(current.sent, n / FPS);
      // A misread barcode shows as a frame not sent yet, or out of order: left out, and counted.
      if (sent === null || sent > s.doneAt || (frames.length > 0 && n <= frames.at(-1)!)) continue;
      frames.push(n);
      latencies.push((s.doneAt - sent) / 1000);
      at.push(s.doneAt / 60_000);
      listed.push((s.appearedAt - sent) / 1000);
      // Kora numbers a first run's segments as ffmpeg does (seg_00012.ts is ffmpeg's seg_12.ts).
      const cutTime = cutAt.get(Number(/seg_(\d+)\.ts/.exec(s.uri)?.[1] ?? -1));
      if (cutTime !== undefined) cut.push((cutTime - sent) / 1000);
    }
    if (latencies.length < Math.min(20, count)) throw new Error(`only ${latencies.length}/${segments.length} segments had a readable clock`);
    const steps = frames.slice(1).map((n, i) => (n - frames[i]!) / FPS);
    const p50 = median(latencies);
    // Seconds of latency gained per minute of live: about 0 when the ladder keeps up with real time.
    const drift = slope(at, latencies);
    const notes = [
      `live latency, encoder to player (${latencies.length} segments of the 144p rendition): p50 ${p50.toFixed(2)} s, p95 ${percentile(latencies, 95).toFixed(2)} s, min ${Math.min(...latencies).toFixed(2)} s, max ${Math.max(...latencies).toFixed(2)} s; listed in the playlist at p50 ${median(listed).toFixed(2)} s; drift ${drift >= 0 ? '+' : ''}${drift.toFixed(2)} s per minute${drift > 0.5 ? ' (the ladder falls behind real time)' : ''}; 'receiving' ${onAir.toFixed(1)} s after the encoder started`,
      `where it goes (p50): ffmpeg has cut the segment ${cut.length ? median(cut).toFixed(2) : '?'} s after its first frame was sent (2 s of it is the segment's own length), the player holds it ${cut.length ? (p50 - median(cut)).toFixed(2) : '?'} s later (Kora's 400 ms publisher poll, storage, the player's 500 ms poll, the download); ${cut.length}/${latencies.length} cuts seen`,
      `one 720p30 live through Kora (RTMP relay, ladder ffmpeg, segment publisher): Kora's process tree ${formatShare(koraShare)} vs ${formatShare(idle)} idle; the stand-in encoder (x264 ultrafast) ${formatShare(encoderShare)}; load average ${load.toFixed(1)} at the end`,
    ];
    notes.forEach((n) => console.log(`  ${n}`));
    return {
      notes,
      idle,
      budget: {
        name: 'Live latency, 720p30 encoder over RTMP to a player holding the segment (p50)',
        value: p50,
        limit: 6,
        unit: 's',
        detail: `p95 ${percentile(latencies, 95).toFixed(2)} s, drift ${drift.toFixed(2)} s/min, load average ${load.toFixed(1)}, over ${latencies.length}/${segments.length} segments (2 s each, median step ${median(steps).toFixed(2)} s of source); the encoder sent ${sentSeconds.toFixed(0)} s in ${wall.toFixed(0)} s of playing; hls.js (liveSyncDurationCount 2) then plays two segments behind the newest one, so on screen ≈ p50 + 2 s`,
      },
    };
  } finally {
    encoder?.child.kill('SIGKILL');
    await kora.stop();
  }
}

/**
 * What the demo live costs left running: a fresh Kora with DEMO_LIVE on (its encoder and ladder
 * are Kora's own children), its process tree's CPU share once the demo is on air, against `idle`
 * (the same Kora's share with no live on air, measured by liveLatencyCase).
 */
export async function demoLiveCost(idle: number, seconds = 20): Promise<string> {
  const demo = await startKora({ DEMO_LIVE: 'true', RTMP_PORT: '0', LOG_LEVEL: 'info' });
  try {
    const premium = await signIn(demo, 'premium@kora.demo', 'kora-demo');
    const onAir = await until('demo on air', () => api<{ signal: string | null }>(demo, premium, 'GET', pathTo(apiPaths.liveStream, { id: DEMO_LIVE_ID })), (l) => l.signal === 'receiving', 180_000).then(
      () => true,
      () => false,
    );
    if (!onAir) {
      const note = `the demo live did not go on air within 3 minutes; Kora's log:\n${demo.output().slice(-3000)}`;
      console.log(`  ${note}`);
      return note;
    }
    await new Promise((r) => setTimeout(r, 4000));
    const share = await treeCpuShare(demo.pid, seconds);
    const note = `the demo live left running (426×240@15: its encoder, the RTMP relay, the 144p/240p ladder): Kora's process tree ${formatShare(share)} vs ${formatShare(idle)} without it, so the demo costs ${formatShare(Math.max(0, share - idle))}`;
    console.log(`  ${note}`);
    return note;
  } finally {
    await demo.stop();
  }
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freeLoopbackPort } from '../../apps/server/src/cluster/cluster-processes.js';
import { type Cluster, startCluster } from '../../apps/server/src/cluster/start-cluster.js';
import { compare, type Comparison, requestsPerSecond } from '../load.js';
import { startNginx } from '../servers.js';
import type { Budget } from './home-js.js';
import { phoneSessions, surge } from './surge.js';
import { viewersHeld, type ViewersResult } from './viewers-held.js';
import { apiPaths, pathTo } from '@kora/shared';

const LOW_RUNG_BYTES = 150 * 1024;
/** The viewers case: 4 s segments of a 360p rung at about 600 kbit/s. */
const VIEWER_SEGMENT_SECONDS = 4;
const VIEWER_SEGMENT_BYTES = 300 * 1024;
const VIEWER_SEGMENTS = 10;
const BIG_BYTES = 1024 * 1024;

export interface FrontDoorResults {
  comparisons: Comparison[];
  budgets: Budget[];
  notes: string[];
}

/** A cluster of `instances` API instances behind nginx (no worker: its transcodes would steal the CPU), with the demo accounts. */
export async function cluster(instances: number): Promise<Cluster & { dataDir: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-bench-cluster-'));
  // CLUSTER_NODE_ARGS, as for npm run cluster: Node's options for the instances (--cpu-prof to profile a case).
  const nodeArgs = (process.env.CLUSTER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const started = await startCluster({ port: await freeLoopbackPort(), host: '127.0.0.1', dataDir, instances, seedDemo: true, demoLive: false, rtmpPort: 0, worker: false, nodeArgs });
  return { ...started, dataDir };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}${apiPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'premium@kora.demo', password: 'kora-demo' }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/** A ready video whose 144p rung holds a 150 KB segment and whose 720p rung a 1 MB one, in the shared media folder. */
export async function fixtureVideo(c: Cluster): Promise<string> {
  const db = new pg.Pool({ connectionString: c.databaseUrl, max: 1 });
  const renditions = JSON.stringify([
    { id: '144p', height: 144, bandwidth: 300_000, playlist: '144p/index.m3u8' },
    { id: '360p', height: 360, bandwidth: 650_000, playlist: '360p/index.m3u8' },
    { id: '720p', height: 720, bandwidth: 1_980_000, playlist: '720p/index.m3u8' },
  ]);
  const { rows } = await db.query<{ id: string }>(`insert into videos (title, status, required_tier, age_rating, duration_seconds, renditions) values ('Banc d''essai', 'ready', 'free', 'tous', 60, $1) returning id`, [renditions]);
  await db.end();
  const id = rows[0]?.id as string;
  const hls = path.join(c.mediaDir, 'videos', id, 'hls');
  for (const [rung, bytes] of [['144p', LOW_RUNG_BYTES], ['720p', BIG_BYTES]] as const) {
    await fs.mkdir(path.join(hls, rung), { recursive: true });
    await fs.writeFile(path.join(hls, rung, 'seg_00000.ts'), randomBytes(bytes));
    await fs.writeFile(path.join(hls, rung, 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nseg_00000.ts\n#EXT-X-ENDLIST\n');
  }
  await fs.mkdir(path.join(hls, '360p'), { recursive: true });
  const lines = ['#EXTM3U', `#EXT-X-TARGETDURATION:${VIEWER_SEGMENT_SECONDS}`, '#EXT-X-PLAYLIST-TYPE:VOD'];
  for (let i = 0; i < VIEWER_SEGMENTS; i += 1) {
    const name = `seg_${String(i).padStart(5, '0')}.ts`;
    await fs.writeFile(path.join(hls, '360p', name), randomBytes(VIEWER_SEGMENT_BYTES));
    lines.push(`#EXTINF:${VIEWER_SEGMENT_SECONDS}.0,`, name);
  }
  await fs.writeFile(path.join(hls, '360p', 'index.m3u8'), `${[...lines, '#EXT-X-ENDLIST'].join('\n')}\n`);
  await fs.writeFile(path.join(hls, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000\n144p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=1980000\n720p/index.m3u8\n');
  return id;
}

/** Each session's signed prefix for the video, from its playback answer through the front (64 at a time). */
export async function signedPrefixes(url: string, videoId: string, cookies: readonly string[]): Promise<string[]> {
  const prefixes: string[] = [];
  for (let start = 0; start < cookies.length; start += 64) {
    const batch = cookies.slice(start, start + 64).map(async (cookie) => {
      const res = await fetch(`${url}${pathTo(apiPaths.playback, { id: videoId })}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`playback answered ${res.status}`);
      return ((await res.json()) as { masterUrl: string }).masterUrl.replace('/master.m3u8', '');
    });
    prefixes.push(...(await Promise.all(batch)));
  }
  return prefixes;
}

/** The anchor, configured as the front is (apps/server/src/cluster/nginx-config.ts): its workers, its connections. */
const nginxAlone = (c: Cluster, videoId: string) => startNginx(path.join(c.mediaDir, 'videos', videoId, 'hls'), { tcpNopush: false, workers: 'auto', connections: 8192 });

/** Which sides of the viewers case run (`BENCH_VIEWERS_SIDES`, for measuring one side by hand): all three by default. */
const VIEWERS_SIDES = (process.env.BENCH_VIEWERS_SIDES ?? 'front,alone,single').split(',');

/**
 * Viewers held: through the front, nginx alone on the same files, and one instance without the front. Finer
 * above 6,400, where both sides reach the limit of two cores: steps of 800 there, so one step is a ratio of about
 * 0.9 (steps of 1,600 made it 0.83, too coarse for the ≥ 0.9 asked of the front; one step from 6,400 to 12,800
 * once made it 0.5 or 1.0 by a coin flip).
 */
export async function viewersCase(two: Cluster, id: string): Promise<{ comparison: Comparison; notes: string[] }> {
  const run = { segmentSeconds: VIEWER_SEGMENT_SECONDS, stepSeconds: VIEWER_SEGMENT_SECONDS * 2, steps: [100, 400, 1600, 3200, 4800, 6400, 7200, 8000, 8800, 9600, 10400, 11200, 12000, 12800, 14400, 16000] };
  // Each viewer a person of their own: their own premium account and signed URLs, asked of Kora as a player does.
  const prefixes = await signedPrefixes(two.url, id, await phoneSessions(two.databaseUrl, Math.max(...run.steps), { ownAccounts: true }));
  const files = (base: string, prefix: string | undefined) => {
    const at = (file: string) => (prefix === undefined ? `${base}/360p/${file}` : `${base}${prefix}/360p/${file}`);
    return { playlistUrl: at('index.m3u8'), segmentUrls: Array.from({ length: VIEWER_SEGMENTS }, (_, i) => at(`seg_${String(i).padStart(5, '0')}.ts`)) };
  };
  const skipped: ViewersResult = { held: Number.NaN, steps: [] };
  const side = (name: string, work: () => Promise<ViewersResult>) => (VIEWERS_SIDES.includes(name) ? work() : Promise.resolve(skipped));
  const front = await side('front', () => viewersHeld({ ...run, filesOf: (n) => files(two.url, prefixes[n]) }));
  const alone = await nginxAlone(two, id);
  const anchor = await side('alone', () => viewersHeld({ ...run, filesOf: () => files(alone.url, undefined) })).finally(() => alone.stop());
  const single = await side('single', () => viewersHeld({ ...run, filesOf: (n) => files(two.instances[0]?.url as string, prefixes[n]) }));
  const steps = (r: ViewersResult) => r.steps.map((x) => `${x.viewers}: p99 ${x.p99Ms.toFixed(0)} ms${x.failures ? `, ${x.failures} failed` : ''}, machine ${x.machineBusy}% busy`).join('; ');
  return {
    comparison: { name: `HLS viewers held (a 300 KB 360p segment every ${VIEWER_SEGMENT_SECONDS} s, p99 ≤ half a segment, no failure): through the front vs nginx alone`, ours: front.held, anchor: anchor.held, target: 0.9, unit: 'viewers' },
    notes: [`Viewers held by one instance without the front: ${single.held} (steps ${steps(single)}).`, `Through the front: ${steps(front)}.`, `nginx alone: ${steps(anchor)}.`],
  };
}

/** The viewers case alone (`BENCH_ONLY=viewers`), on a cluster of its own. */
export async function viewersOnly(): Promise<FrontDoorResults> {
  const two = await cluster(2);
  try {
    const { comparison, notes } = await viewersCase(two, await fixtureVideo(two));
    return { comparisons: [comparison], budgets: [], notes };
  } finally {
    await two.stop();
    await fs.rm(two.dataDir, { recursive: true, force: true });
  }
}

/**
 * The front door: media through nginx after Kora's check vs nginx alone serving the same
 * files, configured as the front is; a connection surge through the front vs the same surge on one
 * instance without it; and GET /api/auth/user through the front with one and with two instances.
 */
export async function frontDoorCases(rounds: number, seconds: number): Promise<FrontDoorResults> {
  const notes: string[] = [];
  const budgets: Budget[] = [];
  const comparisons: Comparison[] = [];
  const two = await cluster(2);
  try {
    const cookie = await signIn(two.url);
    const id = await fixtureVideo(two);
    const playback = await fetch(`${two.url}${pathTo(apiPaths.playback, { id })}`, { headers: { cookie } });
    if (!playback.ok) throw new Error(`playback answered ${playback.status}`);
    const { masterUrl } = (await playback.json()) as { masterUrl: string };
    const alone = await nginxAlone(two, id);
    const load = { seconds, connections: 10 };
    try {
      for (const [label, rung, bytes] of [['150 KB low-rung segment', '144p', LOW_RUNG_BYTES], ['1 MB segment', '720p', BIG_BYTES]] as const) {
        const ours = `${two.url}${masterUrl.replace('master.m3u8', `${rung}/seg_00000.ts`)}`;
        const theirs = `${alone.url}/${rung}/seg_00000.ts`;
        const middle = { range: `bytes=${Math.floor(bytes / 4)}-${Math.floor(bytes / 4) + Math.floor(bytes / 2) - 1}` };
        comparisons.push(
          await compare(`${label} through the front door (Kora judges, nginx sends) vs nginx alone`, 0.9, rounds, () => requestsPerSecond({ ...load, url: ours }), () => requestsPerSecond({ ...load, url: theirs })),
          await compare(`${label}, a byte range from its middle, through the front door vs nginx alone`, 0.9, rounds, () => requestsPerSecond({ ...load, url: ours, headers: middle }), () => requestsPerSecond({ ...load, url: theirs, headers: middle })),
        );
      }
    } finally {
      await alone.stop();
    }
    const viewers = await viewersCase(two, id);
    comparisons.push(viewers.comparison);
    notes.push(...viewers.notes);

    // 2,000 phones, each signed in with its own session, connecting at once.
    const phones = await phoneSessions(two.databaseUrl, 2000);
    const through = await surge(`${two.url}${apiPaths.authUser}`, phones, 2000, seconds);
    // The same surge once more: nginx's pool to the instances now holds the connections the first one opened.
    const again = await surge(`${two.url}${apiPaths.authUser}`, phones, 2000, seconds);
    const direct = await surge(`${two.instances[0]?.url}${apiPaths.authUser}`, phones, 2000, seconds);
    const detail = (r: typeof through) => `${r.requests} requests, ${r.errors} failed, slowest ${(r.maxMs / 1000).toFixed(2)} s`;
    budgets.push(
      { name: 'A surge of 2,000 phones (each its own session) connecting at once on GET /api/auth/user through the front door: p99', value: through.p99Ms, limit: 1000, unit: 'ms', detail: detail(through) },
      { name: 'The same surge: its slowest request', value: through.maxMs, limit: 5000, unit: 'ms', detail: '' },
    );
    notes.push(
      `The same surge again at once, nginx's pool to the instances warm: p99 ${again.p99Ms.toFixed(0)} ms, ${detail(again)}.`,
      `Same surge on one instance without the front: p99 ${direct.p99Ms.toFixed(0)} ms, ${detail(direct)}.`,
    );
    if (through.errors > 0) budgets.push({ name: 'Failed requests in the surge through the front door', value: through.errors, limit: 0, unit: 'requests', detail: '' });

    const twoRps = await requestsPerSecond({ seconds, connections: 50, url: `${two.url}${apiPaths.authUser}`, headers: { cookie } });
    await two.stop();
    const one = await cluster(1);
    try {
      const oneRps = await requestsPerSecond({ seconds, connections: 50, url: `${one.url}${apiPaths.authUser}`, headers: { cookie: await signIn(one.url) } });
      notes.push(`GET /api/auth/user through the front: one instance ${oneRps.toFixed(0)} req/s, two instances ${twoRps.toFixed(0)} req/s (${(twoRps / oneRps).toFixed(2)}×) on ${os.cpus().length} cores.`);
    } finally {
      await one.stop();
      await fs.rm(one.dataDir, { recursive: true, force: true });
    }
  } finally {
    await two.stop();
    await fs.rm(two.dataDir, { recursive: true, force: true });
  }
  return { comparisons, budgets, notes };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiPaths, type LiveIngest, pathTo, type Playback } from '@kora/shared';
import { createUser, createVideo, makePlayable } from '../../test/factories.js';
import { adminQuery, TEMPLATE_DB, withDatabase } from '../../test/template-database.js';
import { until } from '../../test/until.js';
import { connectDatabase, type DatabaseHandle } from '../db/client.js';
import { installation } from '../db/schema/index.js';
import { mediaSecretFingerprint } from '../installation.js';
import type { BackupManifest } from '../backup/manifest.js';
import { pgDumpCanRead } from '../../test/pg-dump-version.js';
import { publishRtmp } from '../../test/kits/ingest-kit.js';
import { freeLoopbackPort } from './cluster-processes.js';
import { connectChat } from '../../test/chat-client.js';
import { startOtlpCollector } from '../../test/otlp-collector.js';
import { sendResuming, tusClient } from '../../test/tus-client.js';
import { counter, followChat, liveOnAir, scrape, signIn } from '../../test/kits/cluster-kit.js';
import { generateClip } from '../../test/clips.js';
import { writeHlsFixture } from '../../test/hls-fixture.js';
import { multipartBody } from '../../test/upload-form.js';
import { type Cluster, type ClusterInstance, startCluster } from './start-cluster.js';

/*
 * The production topology as real processes: nginx in front, two API instances, a worker,
 * Redis and PostgreSQL on loopback ports. Load spreads, sessions hold across instances, nginx sends the
 * media bytes once Kora said yes (auth_request; for a segment, the yes written down as a grant nginx
 * honours for the rest of a 5-second window, except for metered viewers), a right withdrawn on one instance
 * is refused through the front, and a killed instance costs no GET.
 */
let cluster: Cluster;
let database: DatabaseHandle;
let dataDir: string;
const dbName = `kora_t_cluster_${randomBytes(4).toString('hex')}`;
const adminUrl = inject('pgAdminUrl');
const OPERATOR_TOKEN = 'jeton-prometheus-de-l-operateur';
const OPERATOR_SECRET = randomBytes(32).toString('base64url');

let collector: Awaited<ReturnType<typeof startOtlpCollector>>;

beforeAll(async () => {
  collector = await startOtlpCollector();
  await adminQuery(adminUrl, `create database ${dbName} template ${TEMPLATE_DB}`);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-cluster-'));
  cluster = await startCluster({
    port: await freeLoopbackPort(),
    host: '127.0.0.1',
    dataDir,
    databaseUrl: withDatabase(adminUrl, dbName),
    seedDemo: false,
    demoLive: false,
    rtmpPort: 0,
    // The operator's own token and secret, as `npm run cluster` passes them on from its environment; traces on.
    env: { SESSION_CACHE_SECONDS: '10', METRICS_TOKEN: OPERATOR_TOKEN, MEDIA_URL_SECRET: OPERATOR_SECRET, OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint },
  });
  database = connectDatabase(cluster.databaseUrl, 2);
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await collector?.close();
  await database?.close();
  await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
  await fs.rm(dataDir, { recursive: true, force: true });
}, 60_000);

const front = (p: string, init: RequestInit = {}) => fetch(`${cluster.url}${p}`, init);
const json = { 'content-type': 'application/json' };

describe('the front door', () => {
  it('spreads answers over both instances, each saying which it is', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i += 1) seen.add((await front('/healthz')).headers.get('x-kora-instance') ?? '');
    expect([...seen].sort()).toEqual(['api-1', 'api-2']);
    const asset = (await (await front('/')).text()).match(/\/assets\/[\w.-]+\.js/)?.[0] as string;
    const res = await front(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    // Sent by nginx from disk: precompressed, immutable, no instance involved.
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-kora-instance')).toBeNull();
  });

  it('holds a session made through the front on both instances, and a logout everywhere at once', async () => {
    const user = await createUser(database.db);
    const cookie = await signIn(cluster.url, user.email, user.password);
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.url}${apiPaths.authUser}`, { headers: { cookie } })).status).toBe(200);
    }
    expect((await front(apiPaths.logout, { method: 'POST', headers: { cookie } })).status).toBe(200);
    // Each instance had the session in its memory cache (10 s): 'session.ended' over Redis drops it at once.
    for (const instance of cluster.instances) {
      await until(`${instance.id} forgets the session`, () => fetch(`${instance.url}${apiPaths.authUser}`, { headers: { cookie } }).then((r) => r.status), (s) => s === 401, 3000);
    }
  });

  it('lets nginx send the media bytes after Kora judged the request, and refuses them once the right is withdrawn on one instance', async () => {
    const viewer = await createUser(database.db, { tier: 'premium' });
    const admin = await createUser(database.db, { accountType: 'admin' });
    const video = await createVideo(database.db, { tier: 'premium', durationSeconds: 60 });
    await makePlayable(database.db, path.join(dataDir, 'media'), video.id);
    const cookie = await signIn(cluster.url, viewer.email, viewer.password);
    const before = await Promise.all(cluster.instances.map((i) => scrape(i.url, OPERATOR_TOKEN)));

    const playback = (await (await front(pathTo(apiPaths.playback, { id: video.id }), { headers: { cookie } })).json()) as Playback;
    const segmentUrl = playback.masterUrl.replace('master.m3u8', '144p/seg_00002.ts');
    const segment = await front(segmentUrl);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('server')).toMatch(/^nginx/);
    expect(Buffer.from(await segment.arrayBuffer())).toEqual(Buffer.alloc(188 * 8, 2));
    const ranged = await front(segmentUrl, { headers: { range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 10-19/${188 * 8}`);
    // The other segments of the same signed prefix, any rung: sent on the grant Kora wrote for the first.
    const others = await Promise.all(['144p/seg_00000.ts', '144p/seg_00001.ts', '360p/seg_00003.ts', '360p/seg_00004.ts'].map((file) => front(playback.masterUrl.replace('master.m3u8', file))));

    const after = await Promise.all(cluster.instances.map((i) => scrape(i.url, OPERATOR_TOKEN)));
    const judged = (families: typeof after) => families.reduce((sum, f) => sum + counter(f, 'kora_media_requests_total', { sender: 'nginx' }), 0);
    const bytes = (families: typeof after) => families.reduce((sum, f) => sum + counter(f, 'kora_media_bytes_sent_total'), 0);
    // Six segment fetches: Kora judged the signed prefix once (its grant then covers every playlist and segment of
    // the prefix for 30 s), and sent no byte.
    expect(judged(after) - judged(before)).toBe(1);
    expect(bytes(after) - bytes(before)).toBe(0);
    // Judged or sent on a grant, a segment is answered alike.
    for (const res of [segment, ...others]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, max-age=86400, immutable');
      expect(res.headers.get('content-type')).toBe('video/mp2t');
    }

    // The playlists of the prefix are sent on the same grant, with what Kora would say of them.
    const playlists = await Promise.all(['master.m3u8', '144p/index.m3u8'].map((file) => front(playback.masterUrl.replace('master.m3u8', file))));
    for (const res of playlists) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(res.headers.get('cache-control')).toBe('private, max-age=60');
      expect(await res.text()).toMatch(/^#EXTM3U/);
    }
    const afterPlaylists = await Promise.all(cluster.instances.map((i) => scrape(i.url, OPERATOR_TOKEN)));
    expect(judged(afterPlaylists)).toBe(judged(after));

    // A metered free viewer: every fetch is judged (and charged), none is answered from nginx's memory.
    const free = await createUser(database.db);
    const freeVideo = await createVideo(database.db, { tier: 'free', durationSeconds: 60 });
    await makePlayable(database.db, path.join(dataDir, 'media'), freeVideo.id);
    const freeCookie = await signIn(cluster.url, free.email, free.password);
    const freePlayback = (await (await front(pathTo(apiPaths.playback, { id: freeVideo.id }), { headers: { cookie: freeCookie } })).json()) as Playback;
    const freeSegment = freePlayback.masterUrl.replace('master.m3u8', '144p/seg_00001.ts');
    const beforeFree = await Promise.all(cluster.instances.map((i) => scrape(i.url, OPERATOR_TOKEN)));
    for (let i = 0; i < 10; i += 1) expect((await front(freeSegment)).status).toBe(200);
    const afterFree = await Promise.all(cluster.instances.map((i) => scrape(i.url, OPERATOR_TOKEN)));
    expect(judged(afterFree) - judged(beforeFree)).toBe(10);
    // Each question came over nginx's keepalive pool, not over a connection of its own.
    const accepted = (families: typeof after) => families.reduce((sum, f) => sum + counter(f, 'kora_http_connections_total'), 0);
    expect(accepted(afterFree) - accepted(beforeFree)).toBeLessThan(5);

    // An admin on api-1 takes the tier away; through the front (either instance) the signed URL stops working.
    const adminCookie = await signIn(cluster.instances[0]?.url as string, admin.email, admin.password);
    const patched = await fetch(`${cluster.instances[0]?.url}${pathTo(apiPaths.adminUser, { id: viewer.id })}`, {
      method: 'PATCH',
      headers: { ...json, cookie: adminCookie },
      body: JSON.stringify({ subscriptionTier: 'free' }),
    });
    expect(patched.status).toBe(200);
    // The grant (written for 30 to 60 s) is taken back at once: refused within nginx's second of open-file cache.
    await until('the segment is refused through the front', async () => [(await front(segmentUrl)).status, (await front(segmentUrl)).status], (s) => s.every((x) => x === 403), 4000);
    expect((await front(playback.masterUrl)).status).toBe(403);
  });

  it("sends a 1080p rung on its own grant: to Premium, never to Basic, whose 720p nginx sends on a grant", async () => {
    const video = await createVideo(database.db, { tier: 'basic', durationSeconds: 60 });
    await makePlayable(database.db, path.join(dataDir, 'media'), video.id, { renditions: await writeHlsFixture(path.join(dataDir, 'media'), video.id, { renditions: ['144p', '720p', '1080p'] }) });
    const playbackAs = async (tier: 'basic' | 'premium') => {
      const user = await createUser(database.db, { tier });
      return (await (await front(pathTo(apiPaths.playback, { id: video.id }), { headers: { cookie: await signIn(cluster.url, user.email, user.password) } })).json()) as Playback;
    };
    const [basic, premium] = [await playbackAs('basic'), await playbackAs('premium')];
    const fetchOf = (playback: Playback, file: string) => front(playback.masterUrl.replace(/master(?:-720p)?\.m3u8$/, file));
    expect(basic.masterUrl).toMatch(/\/master-720p\.m3u8$/);
    // Basic: 720p sent (on the grant its first fetch wrote), 1080p refused every time: that grant does not cover it.
    for (const file of ['720p/seg_00001.ts', '720p/seg_00002.ts']) expect((await fetchOf(basic, file)).status).toBe(200);
    for (const file of ['1080p/seg_00001.ts', '1080p/seg_00002.ts', '1080p/index.m3u8']) expect((await fetchOf(basic, file)).status).toBe(403);
    for (const file of ['720p/seg_00003.ts', '1080p/seg_00003.ts', '1080p/seg_00004.ts']) expect((await fetchOf(premium, file)).status).toBe(200);
  });

  it("transcodes a creator's upload through the front on the worker, and plays it through the front", async () => {
    const creator = await createUser(database.db, { accountType: 'creator' });
    const cookie = await signIn(cluster.url, creator.email, creator.password);
    const { body, type } = await multipartBody({ title: 'Envoyé par la porte', ageRating: 'tous' }, { data: await generateClip({ seconds: 2, width: 320, height: 180 }), name: 'clip.mp4', type: 'video/mp4' });
    const sent = await front(apiPaths.creatorUpload, { method: 'POST', headers: { 'content-type': type, cookie }, body: new Uint8Array(body) });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const processing = () => front(pathTo(apiPaths.processing, { id }), { headers: { cookie } }).then((r) => r.json() as Promise<{ status: string }>);
    await until('the worker published the video', processing, (p) => p.status === 'ready' || p.status === 'failed', 120_000);
    expect((await processing()).status).toBe('ready');
    // Under review, its uploader previews it: the master playlist and a segment through the front.
    const playback = (await (await front(pathTo(apiPaths.playback, { id }), { headers: { cookie } })).json()) as Playback;
    const master = await front(playback.masterUrl);
    expect(master.status).toBe(200);
    const rung = (await master.text()).split('\n').find((line) => line.endsWith('.m3u8')) as string;
    const variant = await front(playback.masterUrl.replace('master.m3u8', rung));
    const segment = (await variant.text()).split('\n').find((line) => line && !line.startsWith('#')) as string;
    const bytes = await front(playback.masterUrl.replace('master.m3u8', `${rung.split('/')[0]}/${segment}`));
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('server')).toMatch(/^nginx/);
    expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }, 150_000);

  it("plays a live through the front: the encoder publishes to api-1's ingest, the playlist advances through nginx", async () => {
    const creator = await createUser(database.db, { accountType: 'creator' });
    const admin = await createUser(database.db, { accountType: 'admin' });
    const viewer = await createUser(database.db, { tier: 'premium' });
    const [creatorCookie, adminCookie, viewerCookie] = await Promise.all([creator, admin, viewer].map((u) => signIn(cluster.url, u.email, u.password)));
    const as = (cookie: string) => ({ headers: { ...json, cookie: cookie as string } });
    const created = (await (await front(apiPaths.liveStreams, { method: 'POST', ...as(creatorCookie as string), body: JSON.stringify({ title: 'Concert', category: 'Musique', requiredTier: 'premium', ageRating: 'tous' }) })).json()) as { id: string };
    expect((await front(pathTo(apiPaths.adminApproveLive, { id: created.id }), { method: 'POST', ...as(adminCookie as string), body: '{}' })).status).toBe(200);
    const ingest = (await (await front(pathTo(apiPaths.liveIngest, { id: created.id }), as(creatorCookie as string))).json()) as LiveIngest;
    // Through 127.0.0.2 (loopback too): the process test that counts the ffmpeg pushing to rtmp://127.0.0.1 must not count this one.
    const encoder = publishRtmp(`${ingest.rtmpUrl.replace('127.0.0.1', '127.0.0.2')}/${ingest.streamKey}`, { size: '320x180', rate: 15, seconds: 150 });
    try {
      const live = () => front(pathTo(apiPaths.liveStream, { id: created.id }), as(viewerCookie as string)).then((r) => r.json() as Promise<{ isLive: boolean; signal?: string }>);
      await until('the live is on air', live, (l) => l.isLive && l.signal === 'receiving', 100_000);
      const playback = (await (await front(pathTo(apiPaths.livePlayback, { id: created.id }), as(viewerCookie as string))).json()) as { masterUrl: string };
      const playlistUrl = playback.masterUrl.replace('master.m3u8', '144p/index.m3u8');
      const lastSegment = async () => {
        const res = await front(playlistUrl);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('private, max-age=1');
        return (await res.text()).split('\n').filter((line) => line.endsWith('.ts')).at(-1);
      };
      const first = await until('a segment', lastSegment, (segment) => segment !== undefined, 30_000);
      await until('the playlist advances', lastSegment, (segment) => segment !== undefined && segment !== first, 30_000);
    } finally {
      await encoder.kill();
    }
  }, 200_000);

  it('shows each process\'s series at /metrics, only with the operator\'s token, and signs with the operator\'s secret', async () => {
    expect(cluster.metricsToken).toBe(OPERATOR_TOKEN);
    expect(await fs.readFile(path.join(dataDir, 'cluster-secrets.json'), 'utf8')).not.toContain(OPERATOR_TOKEN);
    const installed = await database.db.select().from(installation);
    expect(installed.map((row) => row.mediaSecretFingerprint)).toEqual([mediaSecretFingerprint(OPERATOR_SECRET)]);
    expect((await front('/metrics')).status).toBe(404);
    expect((await front('/metrics', { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(404);
    const [api1, api2] = await Promise.all(cluster.instances.map((i) => scrape(i.url, OPERATOR_TOKEN)));
    const names = (families: Awaited<ReturnType<typeof scrape>>) => new Set(families.map((f) => f.name));
    for (const series of ['http_request_duration_seconds', 'kora_db_pool_total', 'kora_db_pool_waiting', 'kora_jobs', 'kora_chat_sockets', 'kora_chat_messages_total', 'kora_live_viewers', 'kora_media_requests_total', 'kora_http_connections_total', 'nodejs_eventloop_lag_seconds']) {
      expect(names(api1 as never), series).toContain(series);
    }
    // The ingest and live transcoding run on api-1 only.
    expect(names(api1 as never)).toContain('kora_live_transcodes');
    expect(names(api2 as never)).not.toContain('kora_live_transcodes');
    const workerMetricsUrl = cluster.workerMetricsUrl as string;
    expect((await fetch(workerMetricsUrl)).status).toBe(404);
    const worker = await scrape(workerMetricsUrl, OPERATOR_TOKEN, '');
    expect([...names(worker)]).toEqual(expect.arrayContaining(['kora_jobs', 'kora_job_duration_seconds', 'process_cpu_seconds_total']));
  });

  it('follows a request from nginx, whose request id is its trace, through an instance to PostgreSQL and Redis', async () => {
    const { say } = await liveOnAir(cluster.url, database.db, 'Lutte à Pikine');
    const said = await say('Bonsoir Pikine');
    const trace = said.requestId as string;
    expect([said.status, trace]).toEqual([201, expect.stringMatching(/^[0-9a-f]{32}$/)]);
    const ours = await until('the message’s spans', async () => collector.spans.filter((span) => span.traceId === trace), (found) => found.some((span) => span.name === 'redis.publish'), 20_000);
    const request = ours.find((span) => span.parentSpanId === trace.slice(0, 16));
    expect(request?.instance).toMatch(/^api-[12]$/);
    expect(ours.filter((span) => span.name === 'pg.query').length).toBeGreaterThan(0);
    // A caller's own trace goes through nginx as it came.
    const [given, parent] = [randomBytes(16).toString('hex'), randomBytes(8).toString('hex')];
    expect((await front('/healthz', { headers: { traceparent: `00-${given}-${parent}-01` } })).status).toBe(200);
    await until('the caller’s trace', async () => collector.spans.filter((span) => span.traceId === given && span.parentSpanId === parent), (found) => found.length === 1, 20_000);
  });

  it('takes a backup of the running cluster, as BACKUP_CRON does: its database, the shared media and the cluster’s secrets', async () => {
    if (!(await pgDumpCanRead(cluster.databaseUrl))) {
      await expect(cluster.backup()).rejects.toThrow('pg_dump est plus ancien que le serveur de DATABASE_URL');
      return;
    }
    const backup = await cluster.backup();
    expect(path.dirname(backup)).toBe(path.join(dataDir, 'backups'));
    const manifest = JSON.parse(await fs.readFile(path.join(backup, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.database.kind).toBe('pg-dump');
    expect(manifest.secrets).toEqual(['cluster-secrets.json']);
    expect(manifest.mediaSecretFingerprint).toBe(mediaSecretFingerprint(OPERATOR_SECRET));
    // The video the worker transcoded through the front, among others.
    expect(manifest.media.objects).toBeGreaterThan(3);
  });

  it('restarts every instance and the worker one at a time (npm run cluster on SIGHUP): no API or media GET fails, no acknowledged chat message is lost, an upload under way finishes', { timeout: 150_000 }, async () => {
    const { live, say, viewerCookie, creatorCookie } = await liveOnAir(cluster.url, database.db, 'Finale de la CAN');
    const before = cluster.instances.map((i) => i.proc.child.pid);
    // The creator's upload: a third before the roll, a third as it begins, the rest but its last chunk once the first
    // instance is new, the last chunk after the roll.
    const clip = await generateClip({ seconds: 3, width: 320, height: 180 });
    const tus = tusClient(cluster.url, creatorCookie.split('=')[1] as string);
    const upload = (await tus.create(clip.length, { filename: 'reprise.mp4', filetype: 'video/mp4', title: 'Envoyé pendant le redémarrage', ageRating: 'tous' })).headers.location as string;
    const chunk = Math.ceil(clip.length / 30);
    await sendResuming(tus, upload, clip, { upto: 10 * chunk, chunk });
    const page = followChat(cluster.url, viewerCookie, live.id);
    const acknowledged: string[] = [];
    let [gets, rolling] = [0, true];
    const failedGets: string[] = [];
    const talk = async () => {
      for (let n = 1; rolling; n += 1) {
        const said = await say(`But n°${n}`).catch(() => undefined);
        if (said?.status === 201) acknowledged.push(said.body.id);
      }
    };
    // Pages asking who is signed in, and a free viewer's player: each of its segments is judged by an instance
    // (metered), then sent by nginx.
    const film = await createVideo(database.db, { durationSeconds: 60 });
    await makePlayable(database.db, path.join(dataDir, 'media'), film.id);
    const watcher = await createUser(database.db);
    const { masterUrl } = (await (await front(pathTo(apiPaths.playback, { id: film.id }), { headers: { cookie: await signIn(cluster.url, watcher.email, watcher.password) } })).json()) as Playback;
    const read = async (url: (n: number) => string) => {
      for (let n = 0; rolling; n += 1) {
        const res = await front(url(n), { headers: { cookie: viewerCookie } }).catch(() => undefined);
        gets += 1;
        if (res?.status !== 200) failedGets.push(`${res?.status ?? 'no answer'} ${url(n).split('?')[0]} ${res ? (await res.text()).slice(0, 80) : ''}`);
        else await res.arrayBuffer();
      }
    };
    const readers = [() => apiPaths.authUser, () => apiPaths.authUser, (n: number) => masterUrl.replace('master.m3u8', `144p/seg_0000${n % 5}.ts`), () => masterUrl];
    const load = Promise.all([talk(), ...readers.map(read), (async () => {
      await sendResuming(tus, upload, clip, { upto: 20 * chunk, chunk });
      await until('the first instance replaced', async () => cluster.instances[0]?.proc.child.pid, (pid) => pid !== before[0], 120_000);
      await sendResuming(tus, upload, clip, { upto: clip.length - chunk, chunk });
    })()]);
    await cluster.roll();
    rolling = false;
    await load;
    const finished = await sendResuming(tus, upload, clip, { chunk });
    const { id } = JSON.parse(finished.last?.body ?? '{}') as { id: string };
    const prepared = () => front(pathTo(apiPaths.processing, { id }), { headers: { cookie: creatorCookie } }).then((r) => r.json() as Promise<{ status: string }>);
    expect([finished.last?.status, (await until('the new worker prepared it', prepared, (p) => p.status === 'ready' || p.status === 'failed', 120_000)).status]).toEqual([201, 'ready']);
    // Its trace: the last PATCH, from nginx down to the new worker's job.
    const trace = finished.last?.headers['x-request-id'] as string;
    await until('the job’s span', async () => collector.spans.filter((span) => span.traceId === trace && span.name === 'job video.prepare'), (found) => found[0]?.instance === 'worker-1', 20_000);
    await until('every acknowledged message on the page', async () => acknowledged.filter((id) => !page.seen.has(id)), (lost) => lost.length === 0, 20_000);
    await page.stop();
    expect(failedGets).toEqual([]);
    expect(gets).toBeGreaterThan(100);
    expect(acknowledged.length).toBeGreaterThan(10);
    // New processes, on the same ports: nginx's configuration never changed.
    for (const [i, instance] of cluster.instances.entries()) expect(instance.proc.child.pid).not.toBe(before[i]);
    expect(new Set(await Promise.all(Array.from({ length: 8 }, async () => (await front('/healthz')).headers.get('x-kora-instance'))))).toEqual(new Set(['api-1', 'api-2']));
  });

  it('carries the chat across instances, and loses no GET nor the chat when an instance is killed', async () => {
    const { live, say, viewerCookie } = await liveOnAir(cluster.url, database.db, 'Derby de Dakar');
    const [api1, api2] = cluster.instances as [ClusterInstance, ClusterInstance];
    // Through the front, under a name that is not PUBLIC_URL's (a phone on the LAN): nginx passes the Host on, so
    // the instance sees the page's own origin.
    const throughFront = await connectChat(cluster.url, viewerCookie.split('=')[1], { origin: 'http://kora.lan:8080', host: 'kora.lan:8080' });
    await throughFront.join(live.id);
    throughFront.close();
    const onSurvivor = await connectChat(api1.url, viewerCookie.split('=')[1], { origin: cluster.url });
    const onVictim = await connectChat(api2.url, viewerCookie.split('=')[1], { origin: cluster.url });
    await onSurvivor.join(live.id);
    await onVictim.join(live.id);
    const first = await say('Coup d’envoi !');
    expect(first.status).toBe(201);
    for (const socket of [onSurvivor, onVictim]) await socket.next('chat_message', (e) => e.data.id === first.body.id);

    const user = await createUser(database.db);
    const cookie = await signIn(cluster.url, user.email, user.password);
    let failures = 0;
    let served = 0;
    const loop = async (stopAt: number) => {
      while (Date.now() < stopAt) {
        const res = await front(apiPaths.authUser, { headers: { cookie } }).catch(() => undefined);
        if (res?.status === 200) served += 1;
        else failures += 1;
        await res?.arrayBuffer();
      }
    };
    const stopAt = Date.now() + 3000;
    const loops = Promise.all(Array.from({ length: 8 }, () => loop(stopAt)));
    await until('some answers', async () => served, (n) => n > 20, 5000);
    api2.proc.child.kill('SIGKILL');
    await loops;
    expect(failures).toBe(0);
    expect(served).toBeGreaterThan(50);
    expect((await front('/healthz')).headers.get('x-kora-instance')).toBe('api-1');

    // The killed instance's socket is gone; the page reconnects through the front (the survivor), and both hear the match.
    await onVictim.closed;
    const reconnected = await connectChat(cluster.url, viewerCookie.split('=')[1]);
    await reconnected.join(live.id);
    const second = await say('But !');
    for (const socket of [onSurvivor, reconnected]) await socket.next('chat_message', (e) => e.data.id === second.body.id);
    onSurvivor.close();
    reconnected.close();
  });
});

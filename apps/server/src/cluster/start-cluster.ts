import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { serverRoot } from '../paths.js';
import { answers, type ClusterProcess, freeLoopbackPort, startProcess, stopAll, waitFor } from './cluster-processes.js';
import { nginxConfig } from './nginx-config.js';
import { scheduleBackups } from './backup-schedule.js';
import { rollInstances } from './rolling-restart.js';
import { pruneBackups, takeBackup } from '../backup/take-backup.js';
import { clusterSecrets, clusterStorageConfig } from './cluster-storage.js';

export interface ClusterOptions {
  /** The front door's port (nginx), and the interface it listens on. */
  port: number;
  host: string;
  /** Everything the cluster writes: the embedded database, the shared media folder, nginx's files. */
  dataDir: string;
  /** API instances behind nginx (2 by default). */
  instances?: number;
  /** External PostgreSQL / Redis; without them, the embedded PostgreSQL and a redis-server on a free port. */
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  /** Demo accounts and catalogue (written by the first instance), and the demo live (published into its ingest). */
  seedDemo: boolean;
  demoLive: boolean;
  /** RTMP port of the ingest (the first instance); 0 picks a free one. */
  rtmpPort?: number;
  /** Whether the transcoding worker runs (true; the benches measure without its CPU use). */
  worker?: boolean;
  /** More environment for every Kora process. */
  env?: Record<string, string>;
  /** Node's own options for every Kora process (`--cpu-prof`, which NODE_OPTIONS refuses); they run the built server. */
  nodeArgs?: readonly string[];
  /** Each output line of every process, prefixed with its name (the CLI prints them). */
  echo?: (line: string) => void;
  /** Backups of the database, media and secrets into `dir` (DATA_DIR/backups) at each time of `cron` (UTC), the `keep` newest kept. */
  backups?: { cron: string | undefined; dir?: string | undefined; keep: number };
}

export interface ClusterInstance {
  id: string;
  port: number;
  /** http://127.0.0.1:<port>, bypassing nginx. */
  url: string;
  proc: ClusterProcess;
}

export interface Cluster {
  /** The front door: http://<host>:<port>. */
  url: string;
  instances: ClusterInstance[];
  worker: ClusterProcess | undefined;
  /** The worker's own /metrics (METRICS_PORT on loopback). */
  workerMetricsUrl: string | undefined;
  /** The shared media folder (nginx sends files from it). */
  mediaDir: string;
  metricsToken: string;
  /** Takes a backup now (as BACKUP_CRON does): its path. */
  backup(): Promise<string>;
  /** Restarts the instances one at a time, then the worker, on the build now in dist/, without cutting anyone off. */
  roll(): Promise<void>;
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

const redisAnswers = async (port: number) => {
  const net = await import('node:net');
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
  });
};

/**
 * The production topology on one machine, as processes: PostgreSQL (given, or the embedded one
 * started here once and shared), Redis (given, or redis-server on a free loopback port), N API instances on
 * loopback ports without transcoding (the first also runs the RTMP ingest and live transcoding), one
 * transcoding worker, and nginx as the only public entry (deploy/nginx/kora-server.conf), sending media
 * bytes from the shared MEDIA_DIR after each instance's X-Accel-Redirect. `stop()` ends them all.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dataDir, echo } = options;
  const count = options.instances ?? 2;
  await fs.mkdir(dataDir, { recursive: true });
  // Readable by the embedded PostgreSQL's own user and nginx's workers (the secrets inside are 0600).
  await fs.chmod(dataDir, 0o755);
  const procs: ClusterProcess[] = [];
  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    // The front first, then the instances and the worker together, then Redis (they talk to it until they end).
    const named = (name: string) => procs.filter((p) => p.name === name);
    await stopAll(named('nginx'));
    await stopAll(procs.filter((p) => p.name !== 'nginx' && p.name !== 'redis'));
    await stopAll(named('redis'));
    for (const stopper of stoppers.reverse()) await stopper();
  };
  try {
    const secrets = await clusterSecrets(dataDir, options.env ?? {});

    let databaseUrl = options.databaseUrl;
    let embeddedPort = 0;
    if (!databaseUrl) {
      embeddedPort = await freeLoopbackPort();
      const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'db'), port: embeddedPort, log: (line) => echo?.(`[postgres] ${line}`) });
      stoppers.push(() => pg.stop());
      databaseUrl = pg.url;
    }
    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      const port = await freeLoopbackPort();
      const redis = startProcess('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, echo);
      procs.push(redis);
      await waitFor('redis-server', redis, () => redisAnswers(port), 15_000);
      redisUrl = `redis://127.0.0.1:${port}`;
    }

    const mediaDir = path.join(dataDir, 'media');
    await fs.mkdir(mediaDir, { recursive: true });
    const frontUrl = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${options.port}`;
    const common: Record<string, string> = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      MEDIA_DIR: mediaDir,
      MEDIA_URL_SECRET: secrets.media,
      METRICS_TOKEN: secrets.metrics,
      VAPID_PUBLIC_KEY: secrets.vapidPublicKey,
      VAPID_PRIVATE_KEY: secrets.vapidPrivateKey,
      TRUST_PROXY: 'true',
      PUBLIC_URL: options.host === '0.0.0.0' ? `http://localhost:${options.port}` : frontUrl,
      WORKERS: '0',
      SANDBOX_PORT: String(await freeLoopbackPort()),
      SMS_SANDBOX_PORT: String(await freeLoopbackPort()),
      ...options.env,
    };
    // The ingest runs on the first instance only; every instance tells creators that address (not its own
    // port, 0 where it takes no lives). A free port is picked here when asked for 0, so all know it.
    const rtmpPort = options.rtmpPort === 0 ? await freeLoopbackPort() : (options.rtmpPort ?? 1935);
    common.RTMP_PUBLIC_URL ??= `rtmp://${new URL(common.PUBLIC_URL as string).hostname}:${rtmpPort}/live`;
    const run = (entry: 'main' | 'worker') => ({ command: process.execPath, args: [...(options.nodeArgs ?? []), path.join(serverRoot, 'dist', `${entry}.js`)] });

    /** The i-th API instance (1: the ingest's), once ready; `seed` on the cluster's first start only. */
    const startInstance = async (i: number, seed: boolean, port: number): Promise<ClusterInstance> => {
      const id = `api-${i}`;
      const first = i === 1;
      const { command, args } = run('main');
      const proc = startProcess(id, command, args, {
        ...common,
        PORT: String(port),
        DATA_DIR: path.join(dataDir, id),
        KORA_INSTANCE_ID: id,
        SEED_DEMO: String(first && seed && options.seedDemo),
        DEMO_LIVE: String(first && options.demoLive),
        MAX_LIVE_TRANSCODES: first ? '2' : '0',
        RTMP_PORT: first ? String(rtmpPort) : '0',
      }, echo);
      procs.push(proc);
      const url = `http://127.0.0.1:${port}`;
      await waitFor(id, proc, () => answers(`${url}/readyz`));
      return { id, port, url, proc };
    };
    const instances: ClusterInstance[] = [];
    // The first instance migrates and seeds before the others start (they would wait on the migration lock anyway).
    for (let i = 1; i <= count; i += 1) instances.push(await startInstance(i, true, await freeLoopbackPort()));
    const { worker, workerMetricsUrl } = options.worker === false ? { worker: undefined, workerMetricsUrl: undefined } : await startWorker(common, run('worker'), dataDir, echo);
    if (worker) procs.push(worker);

    const nginxDir = path.join(dataDir, 'nginx');
    await fs.mkdir(nginxDir, { recursive: true });
    const confFile = path.join(nginxDir, 'nginx.conf');
    // With S3 storage (S3_* given) nginx has no media folder to send from: Kora sends the bytes.
    const s3 = Boolean(common.S3_ENDPOINT);
    await fs.writeFile(confFile, nginxConfig({ dir: nginxDir, host: options.host, port: options.port, upstreams: instances.map((x) => x.port), mediaDir: s3 ? undefined : mediaDir, webDir: path.resolve(serverRoot, '../web/dist') }));
    const nginx = startProcess('nginx', existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-c', confFile, '-p', nginxDir, '-g', 'daemon off;'], {}, echo);
    procs.push(nginx);
    await waitFor('nginx', nginx, () => answers(`${frontUrl}/healthz`), 15_000);
    // The cluster's database, media and secrets as a backup reads them: the embedded PostgreSQL under DATA_DIR/db (or
    // DATABASE_URL), the shared media folder (or the bucket), DATA_DIR/cluster-secrets.json besides.
    const backupDir = options.backups?.dir ?? path.join(dataDir, 'backups');
    const backupConfig = clusterStorageConfig(dataDir, { ...common, DATABASE_URL: options.databaseUrl }, secrets, embeddedPort);
    const backup = () => takeBackup(backupConfig, backupDir, (line) => echo?.(`[backup] ${line}`), { secretsFrom: [backupConfig.dataDir, dataDir] });
    const cron = options.backups?.cron;
    if (cron) {
      const keep = options.backups?.keep ?? 7;
      const schedule = scheduleBackups({
        cron,
        log: (line) => echo?.(`[backup] ${line}`),
        run: async () => {
          const taken = await backup();
          const removed = await pruneBackups(backupDir, keep);
          echo?.(`[backup] ${taken}${removed.length ? ` (plus anciennes retirées : ${removed.join(', ')})` : ''}`);
        },
      });
      // Stopped before the database (the stoppers run last first).
      stoppers.push(async () => schedule.stop());
    }
    const cluster: Cluster = { url: frontUrl, instances, worker, workerMetricsUrl, mediaDir, metricsToken: secrets.metrics, databaseUrl, redisUrl, backup, roll, stop };
    /** Every instance, then the worker, restarted one at a time on the build now in dist/ (rolling-restart.ts). */
    async function roll(): Promise<void> {
      await rollInstances({
        instances,
        start: (i, port) => startInstance(i, false, port),
        answeredBy: () => fetch(`${frontUrl}/healthz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.headers.get('x-kora-instance'), () => null),
        log: (line) => echo?.(`[roll] ${line}`),
      });
      if (cluster.worker) {
        // Its running jobs are put back at SIGTERM and taken again by the new one.
        await stopAll([cluster.worker]);
        const restarted = await startWorker(common, run('worker'), dataDir, echo);
        procs.push(restarted.worker);
        Object.assign(cluster, restarted);
        echo?.('[roll] worker-1 : redémarré');
      }
    }
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The transcoding worker, with its own /metrics listener on a loopback port. */
async function startWorker(common: Record<string, string>, { command, args }: { command: string; args: string[] }, dataDir: string, echo: ClusterOptions['echo']) {
  const port = await freeLoopbackPort();
  const worker = startProcess('worker-1', command, args, { ...common, WORKERS: '1', DATA_DIR: path.join(dataDir, 'worker-1'), KORA_INSTANCE_ID: 'worker-1', METRICS_PORT: String(port) }, echo);
  const workerMetricsUrl = `http://127.0.0.1:${port}/metrics`;
  try {
    await waitFor('worker-1', worker, () => fetch(workerMetricsUrl).then((r) => r.status === 404, () => false));
  } catch (error) {
    worker.child.kill('SIGKILL');
    throw error;
  }
  return { worker, workerMetricsUrl };
}

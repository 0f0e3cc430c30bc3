import { existsSync } from 'node:fs';
import path from 'node:path';
import { nextBackupAt } from './backup-schedule.js';
import { startCluster } from './start-cluster.js';

/**
 * `npm run cluster`: the production topology on this machine, with the demo data; Ctrl-C stops
 * it all. Reads PORT (3000), HOST (0.0.0.0), DATA_DIR (./data/cluster), DATABASE_URL, REDIS_URL, INSTANCES (2),
 * RTMP_PORT (1935), SEED_DEMO and DEMO_LIVE (true), CLUSTER_NODE_ARGS (Node's options for every Kora process), and
 * passes Kora's own settings on (MEDIA_URL_SECRET and METRICS_TOKEN among them: given, they replace the generated ones);
 * BACKUP_CRON (UTC, e.g. `0 3 * * *`), BACKUP_DIR (DATA_DIR/backups) and BACKUP_KEEP (7) take backups on a schedule.
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const missing = ['nginx', ...(process.env.REDIS_URL ? [] : ['redis-server'])].filter((tool) => !onPath(tool));
  if (missing.length) {
    console.error(`Il manque ${missing.join(' et ')} : installez-les (Debian : sudo apt-get install -y nginx-light redis-server), puis relancez npm run cluster.`);
    process.exit(1);
  }
  const env = process.env;
  // A wrong schedule is said before anything starts.
  if (env.BACKUP_CRON) nextBackupAt(env.BACKUP_CRON, new Date());
  const cluster = await startCluster({
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data/cluster'),
    instances: Number(env.INSTANCES ?? 2),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    seedDemo: env.SEED_DEMO !== 'false',
    demoLive: env.DEMO_LIVE !== 'false',
    rtmpPort: Number(env.RTMP_PORT ?? 1935),
    nodeArgs: (env.CLUSTER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    backups: { cron: env.BACKUP_CRON, dir: env.BACKUP_DIR, keep: backupsKept(env.BACKUP_KEEP) },
    env: passedThrough(env),
    echo: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(`\nKora (cluster) est prêt sur ${cluster.url} : nginx devant ${cluster.instances.map((i) => `${i.id} (${i.url})`).join(', ')} et worker-1.\n`);
  process.stdout.write(`Métriques : curl -H 'Authorization: Bearer ${cluster.metricsToken}' ${cluster.url}/metrics\nCtrl-C arrête tout ; kill -HUP ${process.pid} redémarre les instances une à une (après npm run build d’une nouvelle version).\n`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('Arrêt du cluster…\n');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // An upgrade: build the new version in place (npm run build), then `kill -HUP <this process>`.
  let rolling = false;
  process.on('SIGHUP', () => {
    if (rolling || stopping) return;
    rolling = true;
    process.stdout.write('Redémarrage progressif des instances…\n');
    void cluster
      .roll()
      .then(() => process.stdout.write('Redémarrage progressif terminé.\n'))
      .catch((error: unknown) => process.stdout.write(`Redémarrage progressif interrompu : ${String(error)}\n`))
      .finally(() => (rolling = false));
  });
}

/** Kora's own settings given to the launcher reach every process (storage, mail, payments, limits…). */
const PASSED = /^(MEDIA_URL_SECRET$|METRICS_TOKEN$|VAPID_|S3_|SMTP_URL$|MAIL_FROM$|STRIPE_|HUB2_|SUBSCRIPTION_GRACE_DAYS$|SUPPORT_EMAIL$|SESSION_|MEDIA_URL_TTL_MINUTES$|MEDIA_CACHE_MB$|CATALOGUE_CACHE_SECONDS$|MAX_|LIVE_|CHAT_|CREATOR_VIDEO_REVIEW$|JOB_STALE_SECONDS$|FFMPEG_PATH$|FFPROBE_PATH$|LOG_LEVEL$)/;
function passedThrough(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => PASSED.test(entry[0]) && entry[1] !== undefined && entry[1] !== ''));
}

/** BACKUP_KEEP: how many scheduled backups are kept (7 by default). */
function backupsKept(value: string | undefined): number {
  const keep = Number(value ?? 7);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP : attendu un nombre entier d’au moins 1 (reçu « ${value} »)`);
  return keep;
}

function onPath(tool: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => existsSync(path.join(dir, tool))) || existsSync(`/usr/sbin/${tool}`);
}

main().catch((error: unknown) => {
  // A setting to fix is said in its line; anything else with its stack.
  console.error(error instanceof Error && /^(BACKUP_\w+ :|Configuration invalide)/.test(error.message) ? error.message : error);
  process.exit(1);
});

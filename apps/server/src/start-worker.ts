import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config.js';
import { createProcessLogger } from './log-output.js';
import { connectDatabase } from './db/client.js';
import { embeddedDatabaseUrl } from './db/embedded-postgres.js';
import { createDomainEvents } from './events/domain-events.js';
import { createJobRunFeed, registerJobMetrics } from './jobs/job-metrics.js';
import { startJobQueue } from './jobs/queue.js';
import { startMetricsListener } from './http/metrics-listener.js';
import { scratchDirOf, startWorkers } from './jobs/workers.js';
import { openInstallation } from './installation.js';
import { openMessengers } from './notifications/messengers.js';
import { PortInUseError } from './setup-errors.js';
import { createInProcessPubSub, createRedisPubSub } from './realtime/pubsub.js';
import { createMediaStorage } from './storage/index.js';

/**
 * `npm run worker`: a process that only runs background jobs (transcoding), sharing the queue
 * in PostgreSQL with the servers. Start as many as the machines allow, on any machine that
 * sees the same database and media storage (the same MEDIA_DIR, or S3). WORKERS (at least 1 here) sets how many jobs it runs at once.
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createProcessLogger(config);
  const tracing = config.tracing ? (await import('./telemetry/start-tracing.js')).startTracing({ ...config.tracing, instanceId: config.instanceId ?? 'worker' }) : undefined;
  const url = config.databaseUrl ?? (await embeddedDatabaseUrl(config.dataDir, config.embeddedPgPort));
  const database = connectDatabase(url, 2);
  const jobRuns = createJobRunFeed();
  const queue = await startJobQueue(url, { onError: (err) => logger.error({ err }, 'file de tâches'), onRunEnded: jobRuns.ended, staleSeconds: config.jobStaleSeconds });
  // Its own /metrics (METRICS_PORT): the shared queue's depth and the durations of the runs done here.
  const metrics =
    config.metricsPort > 0
      ? await startMetricsListener({
          host: config.host,
          port: config.metricsPort,
          token: config.metricsToken,
          instanceId: config.instanceId ?? 'worker',
          register: (registry) => jobRuns.listen(registerJobMetrics(registry, queue).runEnded),
        })
      : undefined;
  const storage = createMediaStorage(config.storage, scratchDirOf(config));
  // Published videos are announced over Redis to the servers (their media caches); without it, only this process would hear.
  const pubsub = config.redisUrl ? await createRedisPubSub(config.redisUrl) : createInProcessPubSub();
  const events = createDomainEvents(pubsub, (err, name) => logger.error({ err, event: name }, 'domain event handler failed'));
  const count = Math.max(1, config.workers);
  const messengers = await openMessengers(config, logger, await openInstallation(database.db, config));
  if (!(await startWorkers(queue, count, { db: database.db, config, storage, events, log: logger, messengers }))) {
    await queue.stop();
    await database.close();
    process.exit(1);
  }
  logger.info({ workers: count }, 'worker prêt');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'arrêt du worker : les tâches en cours sont interrompues et seront reprises');
    await metrics?.close();
    await queue.stop();
    await storage.close();
    await pubsub.close();
    await messengers.close();
    await database.close();
    await tracing?.shutdown();
    logger.info('worker arrêté');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof PortInUseError ? err.message : `Démarrage du worker impossible : ${String(err)}`);
  process.exit(1);
});

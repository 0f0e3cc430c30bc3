import { existsSync } from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { listenWithSockets } from './http/listen.js';
import { openInstallation } from './installation.js';
import { PortInUseError } from './setup-errors.js';
import { createProcessLogger } from './log-output.js';
import { connectDatabase } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded-postgres.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoCatalogue } from './db/demo-catalogue.js';
import { seedDemoChannel } from './db/demo-channel.js';
import { seedDemoPlans } from './db/demo-plans.js';
import { seedDemoSponsorships } from './db/demo-sponsorships.js';
import { seedDemoSubtitles } from './db/demo-subtitles.js';
import { seedDemoData } from './db/seed.js';
import { createJobRunFeed } from './jobs/job-metrics.js';
import { BACKGROUND_PRIORITY, startJobQueue } from './jobs/queue.js';
import { scratchDirOf, startWorkers } from './jobs/workers.js';
import { checkFfmpeg } from './media/ffmpeg.js';
import { createDomainEvents } from './events/domain-events.js';
import { createMailer } from './mail/mailer.js';
import { openMessengers } from './notifications/messengers.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createVideoLifecycleRepository } from './modules/videos/video-lifecycle.repository.js';
import { createInProcessPubSub, createRedisPubSub } from './realtime/pubsub.js';
import { createMediaStorage } from './storage/index.js';

/** Starts the platform: configuration, PostgreSQL (embedded or external), migrations, demo data, HTTP. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createProcessLogger(config);
  // Tracing first, so the pool, the queue and the app are made under it; its SDK is loaded only when asked for.
  const tracing = config.tracing ? (await import('./telemetry/start-tracing.js')).startTracing({ ...config.tracing, instanceId: config.instanceId }) : undefined;

  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        log: (line) => logger.debug({ postgres: line }),
      });
  const databaseUrl = config.databaseUrl ?? (embedded as NonNullable<typeof embedded>).url;
  await runMigrations(databaseUrl);
  const database = connectDatabase(databaseUrl, config.dbPoolSize);
  const installation = await openInstallation(database.db, config);
  const storage = createMediaStorage(config.storage, scratchDirOf(config));
  const pubsub = config.redisUrl ? await createRedisPubSub(config.redisUrl) : createInProcessPubSub();
  const events = createDomainEvents(pubsub, (err, name) => logger.error({ err, event: name }, 'domain event handler failed'));
  const jobRuns = createJobRunFeed();
  const queue = await startJobQueue(databaseUrl, { onError: (err) => logger.error({ err }, 'file de tâches'), onRunEnded: jobRuns.ended, staleSeconds: config.jobStaleSeconds });
  if (config.seedDemo) {
    const created = await seedDemoData(createUsersRepository(database.db));
    const toPrepare = await seedDemoCatalogue(createVideoLifecycleRepository(database.db), { height: config.demoVideoHeight });
    // Before they are prepared: preparing a video writes its subtitles' files.
    const subtitles = await seedDemoSubtitles(database.db, toPrepare);
    for (const videoId of toPrepare) await queue.send('video.prepare', { videoId }, videoId, { priority: BACKGROUND_PRIORITY });
    const channel = await seedDemoChannel(database.db);
    const plans = await seedDemoPlans(database.db);
    const sponsorships = await seedDemoSponsorships(database.db, config);
    logger.info({ created, videosToPrepare: toPrepare.length, subtitles, demoChannel: channel, plans, sponsorships }, 'données de démonstration prêtes');
  }
  const mailer = createMailer(config);
  const messengers = await openMessengers(config, logger, installation, { mailer });
  if (config.workers > 0) await startWorkers(queue, config.workers, { db: database.db, config, storage, events, log: logger, messengers });
  else {
    const ffmpeg = await checkFfmpeg({ ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath });
    if (!ffmpeg.ok) logger.error(`${ffmpeg.reason}. Les vidéos envoyées ne pourront pas être vérifiées.`);
  }

  const app = await buildApp({ config, installation, tracing: tracing?.fastifyPlugin, database, pubsub, mailer, messengers, logger, jobs: queue, jobRuns, storage });
  // A surge of phones (the start of a popular live) must queue in the kernel, not be dropped: Node's default
  // backlog is 511; the kernel caps it at net.core.somaxconn (4096 on current Linux).
  const backlog = 4096;
  const listening = await listenWithSockets(app.server, (options) => app.listen(options), { host: config.host, port: config.port, backlog, sockets: config.listenSockets });
  logger.info({ listenSockets: listening.sockets }, `Kora est prêt sur ${config.publicUrl}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.warn('second signal: arrêt immédiat');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'arrêt en cours : plus de nouvelles requêtes, fin des requêtes en cours');
    try {
      // The added sockets stop accepting and their connections end as the server's own do.
      await Promise.all([listening.close(), app.close()]);
      await queue.stop();
      await storage.close();
      await pubsub.close();
      await messengers.close();
      mailer.close();
      await database.close();
      await embedded?.stop();
      await tracing?.shutdown();
      logger.info('arrêt terminé');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, "échec de l'arrêt propre");
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  // A setting to change is said in one line; anything else with its stack.
  if (err instanceof ConfigError || err instanceof PortInUseError) console.error(err.message);
  else console.error('Démarrage impossible :', err);
  process.exit(1);
});

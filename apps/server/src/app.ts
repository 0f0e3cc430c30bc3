import type { Installation } from './installation.js';
import { myDataModule } from './modules/my-data/my-data.module.js';
import { registerSecondFactorRule } from './modules/two-factor/second-factor-rule.js';
import { openTwoFactor } from './modules/two-factor/two-factor.module.js';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { createBackgroundTasks } from './background.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createDomainEvents } from './events/domain-events.js';
import { registerRouteAccess } from './http/authenticate.js';
import { closingResponses } from './http/closing-responses.js';
import { frameworkErrorOptions } from './http/framework-errors.js';
import { countConnections, createMetrics, registerMetricsRoute } from './http/metrics.js';
import { registerHttpPlatform } from './http/platform.js';
import { requestIds } from './http/request-id.js';
import { answerRecords, recordSerializers, requestLoggersOver, requestLogs } from './http/request-logger.js';
import { createSocketRoutes } from './http/socket-routes.js';
import { createSharePreviews } from './http/share-previews.js';
import { registerWebApp } from './http/web-app.js';
import { type JobRunFeed, registerJobMetrics } from './jobs/job-metrics.js';
import type { JobQueue } from './jobs/queue.js';
import type { Mailer } from './mail/mailer.js';
import type { Messengers } from './notifications/messengers.js';
import { notificationsModule } from './modules/notifications/notifications.module.js';
import { subtitlesModule } from './modules/subtitles/subtitles.module.js';
import { createNotify } from './modules/notifications/notify.js';
import { adminModule } from './modules/admin/admin.module.js';
import { adminVideosModule } from './modules/admin-videos/admin-videos.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { chatModule } from './modules/chat/chat.module.js';
import { creatorsModule } from './modules/creators/creators.module.js';
import { downloadsModule } from './modules/downloads/downloads.module.js';
import { favoritesModule } from './modules/favorites/favorites.module.js';
import type { KoraModule, ModuleDeps } from './modules/module.js';
import { livesModule } from './modules/lives/lives.module.js';
import { playbackModule } from './modules/playback/playback.module.js';
import { createPaymentGateway } from './modules/payments/payment-gateway.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import { plansModule } from './modules/plans/plans.module.js';
import { createSessionStore } from './modules/sessions/session-store.js';
import { createSessionsRepository } from './modules/sessions/sessions.repository.js';
import { createMediaGrants } from './modules/playback/media-grants.js';
import { sponsoringModule } from './modules/sponsoring/sponsoring.module.js';
import { systemModule } from './modules/system/system.module.js';
import { uploadsModule } from './modules/uploads/uploads.module.js';
import { usersModule } from './modules/users/users.module.js';
import { profilesModule } from './modules/profiles/profiles.module.js';
import { adminUsersModule } from './modules/admin-users/admin-users.module.js';
import { videosModule } from './modules/videos/videos.module.js';
import { defaultDownloadPolicy, type DownloadPolicy } from './net/safe-download.js';
import { createAudience } from './realtime/audience.js';
import type { PubSub } from './realtime/pubsub.js';
import type { MediaStorage } from './storage/media-storage.js';

export interface AppDeps {
  config: Config;
  /** The secrets and id this process shares with the installation's others (checked against the database). */
  installation: Installation;
  /** @fastify/otel's plugin when tracing is on (registered before anything else). */
  tracing?: FastifyPluginAsync | undefined;
  database: DatabaseHandle;
  pubsub: PubSub;
  mailer: Mailer;
  /** E-mail, Web Push and SMS (the process opened them: its workers share them). */
  messengers: Messengers;
  logger: FastifyBaseLogger;
  jobs: Pick<JobQueue, 'send' | 'depth'>;
  /** The runs of this process's own workers (WORKERS > 0), for the job duration series. */
  jobRuns?: JobRunFeed | undefined;
  /** Published media and kept originals (local disk or S3). */
  storage: MediaStorage;
  /** Which addresses server-side downloads may reach (public ones unless a test says otherwise). */
  downloadPolicy?: DownloadPolicy | undefined;
  /** The time rights are read at; tests give one they move (default: the system clock). */
  clock?: Clock | undefined;
}

/** The feature modules, in the order their routes are registered. A new feature is one line here. */
const modules: KoraModule[] = [systemModule, authModule, usersModule, profilesModule, videosModule, favoritesModule, uploadsModule, playbackModule, livesModule, chatModule, creatorsModule, adminModule, adminUsersModule, adminVideosModule, plansModule, paymentsModule, sponsoringModule, downloadsModule, notificationsModule, subtitlesModule, myDataModule];

/** Builds the whole HTTP application: the platform's shared parts, then the modules. Tests call it too. */
export async function buildApp({ config, installation, tracing, database, pubsub, mailer, messengers, logger: processLogger, jobs, jobRuns, storage, downloadPolicy, clock = systemClock }: AppDeps): Promise<FastifyInstance> {
  // Requests and answers in records read as Fastify's own logger writes them (it is given none: below).
  const logger = processLogger.child({}, { serializers: recordSerializers });
  const { registry: metrics, observeAnswer } = createMetrics(database.pool);
  const records = answerRecords(logger);
  const responses = closingResponses((answer) => {
    observeAnswer(answer);
    records(answer);
  });
  const app = Fastify({
    ...frameworkErrorOptions,
    // No `loggerInstance`: with one, Fastify puts two listeners on every response to time and log it,
    // the largest part of what a small answer costs beyond Node. The response class does that
    // instead; each request still logs through its own child of `logger`, the app through `app.log` below.
    childLoggerFactory: requestLoggersOver(logger),
    logController: requestLogs(logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIds(),
    http: { ServerResponse: responses.ServerResponse },
  });
  // Fastify's own records (listening, a failing hook) and every module's.
  app.log = logger;
  if (tracing) await app.register(tracing);
  app.addHook('preClose', (done) => {
    responses.begin();
    done();
  });
  countConnections(metrics, app.server);
  const events = createDomainEvents(pubsub, (err, name) => app.log.error({ err, event: name }, 'domain event handler failed'));
  const sessions = await createSessionStore({
    sessions: createSessionsRepository(database.db),
    events,
    ttlDays: config.sessionTtlDays,
    cacheSeconds: config.sessionCacheSeconds,
    clock,
  });
  const background = createBackgroundTasks(app.log);
  const audience = await createAudience(pubsub, { onError: (err) => app.log.warn({ err }, 'audience report failed') });
  const { documentPolicies } = await registerHttpPlatform(app, config);
  registerMetricsRoute(app, metrics, config.metricsToken);
  registerRouteAccess(app, sessions);
  const stopJobRuns = jobRuns?.listen(registerJobMetrics(metrics, jobs).runEnded);

  const media = createMediaGrants(installation.mediaSecret);
  const twoFactor = openTwoFactor({ db: database.db, config, media, sessions, clock });
  registerSecondFactorRule(app, twoFactor);
  const sockets = createSocketRoutes();
  const sharing = createSharePreviews({ webDistDir: config.webDistDir, storage });
  const deps: ModuleDeps = {
    config,
    db: database.db,
    storage,
    events,
    jobs,
    mailer,
    messengers,
    notify: createNotify(jobs, logger),
    sessions,
    background,
    downloadPolicy: downloadPolicy ?? defaultDownloadPolicy(config.maxUploadMb * 1024 * 1024, config.fetchAllowAddresses),
    media,
    installation,
    twoFactor,
    payments: createPaymentGateway(),
    channels: pubsub,
    audience,
    clock,
    metrics,
    sockets,
    sharing,
  };
  for (const module of modules) await app.register(module, deps);
  // After the modules, which declared their WebSocket routes, and after the access and origin checks' onRoute hooks.
  await sockets.register(app);
  await registerWebApp(app, config.webDistDir, { documentPolicies, sharing, publicUrl: config.publicUrl });

  app.addHook('onClose', async () => {
    stopJobRuns?.();
    await sessions.stop();
    await audience.stop();
    await background.drain();
  });
  return app;
}

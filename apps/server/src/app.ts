import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { createBackgroundTasks } from './background.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { demoAdminHint } from './db/seed.js';
import { createAuthGuards } from './http/authenticate.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerOriginCheck } from './http/origin-check.js';
import { registerResponseHeaders } from './http/response-headers.js';
import { serializerCompiler } from './http/serializer.js';
import { createRateLimiter } from './http/rate-limiter.js';
import { createSessionCookies } from './http/session-cookie.js';
import { createThrottle } from './http/throttle.js';
import { registerWebApp } from './http/web-app.js';
import type { Mailer } from './mail/mailer.js';
import { createAdminAuditRepository } from './modules/auth/admin-audit.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createResetTokensRepository } from './modules/auth/reset-tokens.repository.js';
import { createSessionStore } from './modules/sessions/session-store.js';
import { createSessionsRepository } from './modules/sessions/sessions.repository.js';
import { createMediaFileCache } from './modules/playback/media-files.js';
import { createMediaUrlSigner, loadMediaUrlSecret } from './modules/playback/media-url-signer.js';
import { playbackRoutes } from './modules/playback/playback.routes.js';
import { createPlaybackService } from './modules/playback/playback.service.js';
import { createSegmentIndex } from './modules/playback/segment-index.js';
import { createWatchTimeRepository } from './modules/playback/watch-time.repository.js';
import { createFavoritesRepository } from './modules/favorites/favorites.repository.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { createCatalogueService } from './modules/videos/catalogue.service.js';
import { createVideosRepository } from './modules/videos/videos.repository.js';
import { videosRoutes } from './modules/videos/videos.routes.js';
import type { PubSub } from './realtime/pubsub.js';
import type { JobQueue } from './jobs/queue.js';
import { defaultDownloadPolicy, type DownloadPolicy } from './net/safe-download.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import type { MediaStorage } from './storage/media-storage.js';
import { createUploadsService } from './modules/uploads/uploads.service.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  pubsub: PubSub;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  jobs: Pick<JobQueue, 'send'>;
  /** Published media and kept originals (local disk or S3). */
  storage: MediaStorage;
  /** Which addresses server-side downloads may reach (public ones unless a test says otherwise). */
  downloadPolicy?: DownloadPolicy | undefined;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;
const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the whole HTTP application from its parts. The one place modules are wired; tests call it too. */
export async function buildApp({ config, database, pubsub, mailer, logger, jobs, storage, downloadPolicy }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A caller's request id is kept when it looks like one, so logs join up across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  registerResponseHeaders(app, { https: config.publicUrl.startsWith('https:') });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kora API', version: '1.0.0', description: 'API de la plateforme de streaming Kora' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kora_sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerErrorHandler(app);
  registerOriginCheck(app, [config.publicUrl, ...config.allowedOrigins].map((o) => new URL(o).origin));

  const { db } = database;
  const background = createBackgroundTasks(app.log);
  const limiter = createRateLimiter(db);
  const sessionsRepo = createSessionsRepository(db);
  const resetTokens = createResetTokensRepository(db);
  const usersRepo = createUsersRepository(db);
  const adminAudit = createAdminAuditRepository(db);
  const sessions = await createSessionStore({
    sessions: sessionsRepo,
    pubsub,
    ttlDays: config.sessionTtlDays,
    cacheSeconds: config.sessionCacheSeconds,
  });
  const guards = createAuthGuards(sessions);
  const cookies = createSessionCookies({ publicUrl: config.publicUrl, maxAgeSeconds: sessions.ttlSeconds });
  const auth = createAuthService({ users: usersRepo, sessions, resetTokens, adminAudit, mailer, publicUrl: config.publicUrl });
  const users = createUsersService({ users: usersRepo, onUserChanged: (id) => sessions.userChanged(id) });

  await app.register(systemRoutes, {
    db,
    publicConfig: { demoData: config.seedDemo, adminHint: config.seedDemo ? demoAdminHint : null, maxUploadMb: config.maxUploadMb },
  });
  await app.register(authRoutes, { auth, sessions, cookies, guards, throttle: createThrottle(limiter), adminAudit, background });
  await app.register(usersRoutes, { users, guards });
  const videos = createVideosRepository(db);
  await app.register(videosRoutes, { videos, catalogue: createCatalogueService({ videos, ttlMs: config.catalogueCacheSeconds * 1000 }), guards });
  await app.register(favoritesRoutes, { favorites: createFavoritesRepository(db), videos, guards });
  await fs.mkdir(config.mediaDir, { recursive: true });
  const playback = createPlaybackService({
    videos,
    users: usersRepo,
    watchTime: createWatchTimeRepository(db),
    signer: createMediaUrlSigner(await loadMediaUrlSecret(config.mediaUrlSecret, config.dataDir)),
    segments: createSegmentIndex(storage.read),
    ttlMinutes: config.mediaUrlTtlMinutes,
    onUserChanged: (id) => sessions.userChanged(id),
  });
  await app.register(uploadsRoutes, {
    uploads: createUploadsService({
      db,
      jobs,
      storage,
      tools: { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath },
      downloadPolicy: downloadPolicy ?? defaultDownloadPolicy(config.maxUploadMb * 1024 * 1024),
    }),
    guards,
    uploadsDir: path.join(config.mediaDir, 'uploads'),
    maxUploadMb: config.maxUploadMb,
  });
  await app.register(playbackRoutes, { playback, files: createMediaFileCache(config.mediaCacheMb * 1024 * 1024, storage.read), guards });
  await registerWebApp(app, config.webDistDir);

  const purge = setInterval(() => {
    Promise.all([sessionsRepo.purgeExpired(), limiter.purgeExpired(), resetTokens.purgeExpired()]).catch((err: unknown) =>
      app.log.warn({ err }, 'purge of expired rows failed'),
    );
  }, PURGE_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    await background.drain();
  });
  return app;
}

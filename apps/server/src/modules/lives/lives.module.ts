import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { apiPaths, DEMO_LIVE_ID, idParamsSchema, pathTo, serverMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { Config } from '../../config.js';
import { authOf } from '../../http/authenticate.js';
import type { DbExecutor } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import { batchedById, keptById } from '../../db/batch-reads.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { KoraModule } from '../module.js';
import { createVideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import { createLiveIngest, type IngestGate, type LiveIngest } from './ingest/index.js';
import { wireLiveIngest } from './live-ingest-wiring.js';
import { createLiveSharing } from './live-sharing.js';
import { createLivesRepository, type LivesRepository } from './lives.repository.js';
import { livesRoutes } from './lives.routes.js';
import { uploadTestRoutes } from './upload-test.routes.js';
import { createLivesService, type LiveAdminUnit, type LivesService } from './lives.service.js';
import { createStreamKeys, type StreamKeys } from './stream-keys.js';
import { publishDemoLive, seedDemoLives } from './demo-lives.js';
import type { MediaToolPaths } from '../../media/ffmpeg.js';
import { createUsersRepository, type UsersRepository } from '../users/users.repository.js';

/** How long a live's row answers shared links' previews from memory (forgotten at once when it changes). */
const SHARED_ROW_KEPT_MS = 30_000;

/** `rtmp://host:port/live`: RTMP_PUBLIC_URL, else the public host on the listener's port. */
function rtmpUrlOf(config: Config, port: number): string {
  return config.live.rtmpPublicUrl ?? `rtmp://${new URL(config.publicUrl).hostname}:${port}/live`;
}

/** Browser publishing: an authorised owner's WebSocket, handed to the ingest (503 where this process takes no lives). */
function browserIngestRoute(scope: FastifyInstance, lives: LivesService, ingest: LiveIngest | undefined) {
  scope.get(apiPaths.liveBrowserIngest, {
    websocket: true,
    schema: { hide: true, params: idParamsSchema },
    config: { access: 'creator' },
    // Refused before the upgrade, with the usual JSON error: the owner (or an admin) of a live on air.
    preHandler: async (request) => {
      const { id } = request.params as { id: string };
      await lives.assertMayPublish(authOf(request).user, id);
      if (!ingest) throw new DomainError('service_unavailable', serverMessages.unavailable);
    },
  }, (socket, request) => ingest?.acceptBrowserSocket((request.params as { id: string }).id, socket));
}

/** Seeds the demo lives and publishes the always-on one into this process's own ingest (in the background). */
async function startDemoLive({ lives, users, keys, events, tools, rtmpPort, log, signal }: { lives: LivesRepository; users: UsersRepository; keys: StreamKeys; events: DomainEvents; tools: MediaToolPaths; rtmpPort: number; log: FastifyBaseLogger; signal: AbortSignal }) {
  // Announced like any change, so every instance's ingest knows their keys before the pattern publishes.
  for (const liveId of await seedDemoLives(lives, users, keys)) await events.publish('live.changed', { liveId });
  const live = await lives.findById(DEMO_LIVE_ID);
  if (!live) return;
  const streamKey = keys.reveal(live.streamKeyCiphertext);
  void publishDemoLive({ rtmpUrl: `rtmp://127.0.0.1:${rtmpPort}/live`, streamKey, tools, log, signal });
}

/** What an admin's change of a live writes through, built on its transaction. */
const liveAdminUnit = (tx: DbExecutor): LiveAdminUnit => ({ lives: createLivesRepository(tx), audit: createAdminActionsRepository(tx) });

/** Lives: the API, the 'live' kind of signed media, and (when this process takes lives) the ingest. */
export const livesModule: KoraModule = async (app, { db, config, events, storage, media, audience, metrics, sockets, sharing, notify }) => {
  const repository = createLivesRepository(db);
  const keys = createStreamKeys(media.deriveKey('stream-keys'));
  const tools = { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath };
  let rtmpPort = config.live.rtmpPort;
  const lives = createLivesService({
    // A live's row by id is read with the others of the same turn (every first media question of a match's viewers asks it).
    lives: { ...repository, findById: batchedById(repository.findByIds) },
    inTransaction: transactionOf(db, liveAdminUnit),
    keys,
    events,
    notify,
    grants: media,
    audience,
    read: storage.read,
    ttlMinutes: config.mediaUrlTtlMinutes,
    ingest: {
      get rtmpUrl() {
        return rtmpUrlOf(config, rtmpPort);
      },
      browserIngestUrl: (id) => `${config.publicUrl.replace(/^http/, 'ws')}${pathTo(apiPaths.liveBrowserIngest, { id })}`,
      maxVideoHeight: config.live.maxHeight,
      maxBitrateKbps: config.live.maxBitrateKbps,
    },
  });
  media.rights.live = lives.authorizeMedia;
  new Gauge({
    name: 'kora_live_viewers',
    help: "People on each live's page connected to this instance (sum over instances for a live's audience)",
    labelNames: ['live'] as const,
    registers: [metrics],
    collect() {
      this.reset();
      for (const [live, people] of Object.entries(audience.localCounts())) this.set({ live }, people);
    },
  });
  // A live's row answers shared links' previews from memory for a few seconds (a link opened by a whole group at once).
  const sharedLives = keptById(repository.findListing, { keepMs: SHARED_ROW_KEPT_MS });
  const forgetShared = await events.subscribe('live.changed', ({ liveId }) => sharedLives.forget(liveId));
  app.addHook('onClose', () => forgetShared());
  const shares = createLiveSharing(sharedLives.findById);
  sharing.register('live', shares.preview);
  await app.register(livesRoutes, { lives, shares, sharing });
  await app.register(uploadTestRoutes);
  // A live whose encoder dropped ends after the grace period even if the instance that held it died.
  const sweep = setInterval(() => {
    void repository
      .signalLostBefore(config.live.reconnectGraceSeconds + 15)
      .then((ids) => Promise.all(ids.map((id) => lives.endBySystem(id))))
      .catch((err: unknown) => app.log.error({ err }, 'lives sans signal non terminés'));
  }, 15_000).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const createIngest = (gate: IngestGate) => createLiveIngest({
    gate,
    storage,
    tools,
    scratchDir: path.join(config.mediaDir, 'live-scratch'),
    rtmpPort: config.live.rtmpPort,
    maxTranscodes: config.live.maxTranscodes,
    maxHeight: config.live.maxHeight,
    maxBitrateKbps: config.live.maxBitrateKbps,
    graceSeconds: config.live.reconnectGraceSeconds,
    log: app.log,
  });
  const wiring = config.live.maxTranscodes > 0
    ? await wireLiveIngest({ createIngest, lives: repository, service: lives, videos: createVideoLifecycleRepository(db), events, log: app.log })
    : undefined;
  sockets.declare((scope) => browserIngestRoute(scope, lives, wiring?.ingest));
  if (!wiring) return;
  const { ingest, close } = wiring;
  new Gauge({
    name: 'kora_live_transcodes',
    help: 'Lives this process ingests and transcodes now (each one ffmpeg)',
    registers: [metrics],
    collect() {
      this.set(ingest.active().length);
    },
  });
  const demo = new AbortController();
  app.addHook('onReady', async () => {
    rtmpPort = (await ingest.listen()).rtmpPort;
    if (config.live.demoLive) await startDemoLive({ lives: repository, users: createUsersRepository(db), keys, events, tools, rtmpPort, log: app.log, signal: demo.signal });
  });
  app.addHook('onClose', async () => {
    demo.abort();
    await close();
  });
};

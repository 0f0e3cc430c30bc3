import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPaths, idParamsSchema, liveLimits, pathTo, serverMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';
import type { Config } from '../../config.js';
import { authOf } from '../../http/authenticate.js';
import type { KoraModule } from '../module.js';
import { createVideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import { ingestFactory } from './ingest-factory.js';
import type { LiveIngestPort } from './ingest-port.js';
import { wireLiveIngest } from './live-ingest-wiring.js';
import { createLivesRepository } from './lives.repository.js';
import { livesRoutes } from './lives.routes.js';
import { createLivesService, type LivesService } from './lives.service.js';
import { createStreamKeys } from './stream-keys.js';

/** `rtmp://host:port/live`: RTMP_PUBLIC_URL, else the public host on the listener's port. */
function rtmpUrlOf(config: Config, port: number): string {
  return config.live.rtmpPublicUrl ?? `rtmp://${new URL(config.publicUrl).hostname}:${port}/live`;
}

/** Browser publishing: an authorised owner's WebSocket, handed to the ingest (503 where this process takes no lives). */
function browserIngestRoute(app: FastifyInstance, lives: LivesService, ingest: () => LiveIngestPort | undefined) {
  app.get(apiPaths.liveBrowserIngest, {
    websocket: true,
    schema: { hide: true, params: idParamsSchema },
    config: { access: 'creator' },
    // Refused before the upgrade, with the usual JSON error: the owner (or an admin) of a live on air.
    preHandler: async (request) => {
      const { id } = request.params as { id: string };
      await lives.assertMayPublish(authOf(request).user, id);
      if (!ingest()) throw new DomainError('service_unavailable', serverMessages.unavailable);
    },
  }, (socket, request) => ingest()?.acceptBrowserSocket((request.params as { id: string }).id, socket));
}

/** Lives: the API, the 'live' kind of signed media, and (when this process takes lives) the ingest. */
export const livesModule: KoraModule = async (app, { db, config, events, storage, media }) => {
  const repository = createLivesRepository(db);
  let rtmpPort = config.live.rtmpPort;
  const lives = createLivesService({
    lives: repository,
    keys: createStreamKeys(media.deriveKey('stream-keys')),
    events,
    grants: media,
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
  await app.register(livesRoutes, { lives });

  const createIngest = ingestFactory({
    storage,
    tools: { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath },
    scratchDir: path.join(config.mediaDir, 'live-scratch'),
    rtmpPort: config.live.rtmpPort,
    maxTranscodes: config.live.maxTranscodes,
    maxHeight: config.live.maxHeight,
    maxBitrateKbps: config.live.maxBitrateKbps,
    graceSeconds: liveLimits.reconnectGraceSeconds,
    log: app.log,
  });
  let wiring: Awaited<ReturnType<typeof wireLiveIngest>> | undefined;
  browserIngestRoute(app, lives, () => wiring?.ingest);
  if (!createIngest || config.live.maxTranscodes === 0) return;
  wiring = await wireLiveIngest({ createIngest, lives: repository, service: lives, videos: createVideoLifecycleRepository(db), events, log: app.log });
  const { ingest } = wiring;
  app.addHook('onReady', async () => {
    rtmpPort = (await ingest.listen()).rtmpPort;
  });
  const { close } = wiring;
  app.addHook('onClose', close);
};

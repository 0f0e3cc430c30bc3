import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, catalogue, playbackSchema, progressBodySchema, progressResponseSchema, serverMessages, type VideoDetail, videoIdParamsSchema, videoOpeningSchema } from '@kora/shared';
import { DomainError } from '../../errors.js';
import { authOf } from '../../http/authenticate.js';
import type { MediaDelivery } from './media-delivery.js';
import type { PlaybackService } from './playback.service.js';

interface Deps {
  playback: PlaybackService;
  media: Pick<MediaDelivery, 'read'>;
  /** The video as apiPaths.video answers it (videos/video-detail.ts). */
  videoDetail: (request: FastifyRequest, id: string) => Promise<VideoDetail>;
}

export async function playbackRoutes(app: FastifyInstance, { playback, media, videoDetail }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.playback, {
    schema: {
      tags: ['playback'],
      summary: 'URL de lecture signée (niveau et temps de visionnage vérifiés)',
      params: videoIdParamsSchema,
      response: { 200: playbackSchema },
    },
    config: { access: 'user', errors: ['forbidden', 'video_not_ready', 'tier_required', 'watch_time_exhausted', 'screen_taken'] },
  }, async (request) => {
    const { identity, sessionId } = authOf(request);
    return playback.playback(identity, request.params.id, sessionId);
  });

  r.get(apiPaths.videoOpening, {
    schema: {
      tags: ['playback'],
      summary: "Ouverture d'une page vidéo : la vidéo, et sa lecture quand elle serait accordée (sinon null, la route de lecture dit pourquoi)",
      params: videoIdParamsSchema,
      response: { 200: videoOpeningSchema },
    },
    config: { access: 'user', errors: ['forbidden'] },
  }, async (request) => {
    const { identity, sessionId } = authOf(request);
    const video = await videoDetail(request, request.params.id);
    // Every rule of the playback route, in the same order; a refusal is null here, not an error: the page shows
    // the video, and asks the playback route for the refusal only where its own rules do not already say it.
    const granted = await playback.playback(identity, video.id, sessionId).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    return { video, playback: granted };
  });

  r.post(apiPaths.progress, {
    schema: {
      tags: ['playback'],
      summary: "Position de reprise (au plus une écriture toutes les 10 s) ; c'est aussi l'écran pris (start) ou gardé",
      params: videoIdParamsSchema,
      body: progressBodySchema,
      response: { 200: progressResponseSchema },
    },
    config: { access: 'user', errors: ['screen_taken'] },
  }, async (request) => {
    const { identity, sessionId } = authOf(request);
    return { saved: await playback.saveProgress(identity, sessionId, request.params.id, request.body, catalogue.progressWriteEverySeconds) };
  });

  // Sent as a beacon by a page being left: POST without a body, the one request a closing page reliably gets out.
  r.post(apiPaths.playbackScreenRelease, {
    schema: {
      tags: ['playback'],
      summary: "La page quitte la vidéo : son écran est libéré à l'instant pour un autre appareil",
      params: videoIdParamsSchema,
      response: { 204: z.null() },
    },
    config: { access: 'user' },
  }, async (request, reply) => {
    const { user, sessionId } = authOf(request);
    await playback.releaseScreen(user, sessionId, request.params.id);
    return reply.status(204).send(null);
  });

  // Posters are what a catalogue card shows to anyone, visitors included: public, cached, but
  // only for listed videos (a blocked or unfinished video's poster is not served).
  r.get('/media/posters/:videoId.jpg', {
    schema: { hide: true, params: z.object({ videoId: z.uuid() }) },
    config: { access: 'public' },
  }, async (request, reply) => {
    const key = await playback.posterKey(request.params.videoId);
    const data = key ? await media.read(key) : undefined;
    if (!data) throw new DomainError('not_found', serverMessages.notFound);
    return reply.header('cache-control', 'public, max-age=86400').type('image/jpeg').send(data);
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, catalogue, errorBodySchema, playbackSchema, progressBodySchema, progressResponseSchema, serverMessages, videoIdParamsSchema } from '@kora/shared';
import { DomainError } from '../../errors.js';
import { contentTypeOf } from '../../storage/media-keys.js';
import { authOf } from '../../http/authenticate.js';
import { type MediaFileCache, parseRange } from './media-files.js';
import type { PlaybackService } from './playback.service.js';

const mediaParamsSchema = z.object({
  videoId: z.string().max(64),
  userId: z.string().max(64),
  expires: z.coerce.number().int(),
  signature: z.string().max(128),
  '*': z.string().max(200),
});

interface Deps {
  playback: PlaybackService;
  files: MediaFileCache;
}

export async function playbackRoutes(app: FastifyInstance, { playback, files }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.playback, {
    schema: {
      tags: ['playback'],
      summary: 'URL de lecture signée (niveau et temps de visionnage vérifiés)',
      params: videoIdParamsSchema,
      response: { 200: playbackSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    config: { access: 'user' },
  }, async (request) => playback.playback(authOf(request).user, request.params.id));

  r.post(apiPaths.progress, {
    schema: {
      tags: ['playback'],
      summary: 'Position de reprise (au plus une écriture toutes les 10 s)',
      params: videoIdParamsSchema,
      body: progressBodySchema,
      response: { 200: progressResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    config: { access: 'user' },
  }, async (request) => ({
    saved: await playback.saveProgress(authOf(request).user, request.params.id, request.body.positionSeconds, catalogue.progressWriteEverySeconds),
  }));

  // Media: the signature in the path is the credential (players and CDNs do not send cookies reliably).
  r.get('/media/hls/:videoId/:userId/:expires/:signature/*', {
    schema: { hide: true, params: mediaParamsSchema },
    config: { access: 'public' },
  }, async (request, reply) => {
    const { videoId, userId, expires, signature, '*': rest } = request.params;
    const key = await playback.authorizeMedia({ videoId, userId, expires }, signature, rest);
    const data = await files.read(key);
    if (!data) throw new DomainError('not_found', serverMessages.notFound);
    const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
    reply.header('cache-control', `private, max-age=${maxAge}`).header('accept-ranges', 'bytes');
    reply.type(contentTypeOf(key));
    const range = parseRange(request.headers.range, data.length);
    if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${data.length}`).send();
    if (!range) return reply.send(data);
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${data.length}`);
    return reply.send(data.subarray(range.start, range.end + 1));
  });

  // Posters are what a catalogue card shows to anyone, visitors included: public, cached, but
  // only for listed videos (a blocked or unfinished video's poster is not served).
  r.get('/media/posters/:videoId.jpg', {
    schema: { hide: true, params: z.object({ videoId: z.uuid() }) },
    config: { access: 'public' },
  }, async (request, reply) => {
    const key = await playback.posterKey(request.params.videoId);
    const data = key ? await files.read(key) : undefined;
    if (!data) throw new DomainError('not_found', serverMessages.notFound);
    return reply.header('cache-control', 'public, max-age=86400').type('image/jpeg').send(data);
  });
}

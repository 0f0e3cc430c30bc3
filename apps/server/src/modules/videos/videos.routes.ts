import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogue,
  errorBodySchema,
  searchQuerySchema,
  serverMessages,
  similarQuerySchema,
  videoIdParamsSchema,
  videoListQuerySchema,
  videoListSchema,
  videoSchema,
} from '@kora/shared';
import { DomainError } from '../../errors.js';
import { type AuthGuards, authOf } from '../../http/authenticate.js';
import { toPublicVideo } from './public-video.js';
import type { CatalogueService } from './catalogue.service.js';
import type { ListedVideo, VideosRepository } from './videos.repository.js';

const shown = (rows: ListedVideo[]) => rows.map((r) => toPublicVideo(r.video, r.resumeAt));
const errors = { 401: errorBodySchema };

/** The catalogue: lists, one video, similar ones, search. All for signed-in users (the browsing screens are). */
export async function videosRoutes(app: FastifyInstance, { videos, catalogue: rows, guards }: { videos: VideosRepository; catalogue: CatalogueService; guards: AuthGuards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userIdOf = (request: FastifyRequest) => authOf(request).user.id;

  r.get('/api/videos', {
    schema: { tags: ['videos'], summary: 'Vidéos par rangée', querystring: videoListQuerySchema, response: { 200: videoListSchema, ...errors } },
    preHandler: guards.requireUser,
  }, async (request) => shown(await rows.list(request.query.section, userIdOf(request))));

  r.get('/api/videos/similar', {
    schema: { tags: ['videos'], summary: 'Vidéos de la même catégorie', querystring: similarQuerySchema, response: { 200: videoListSchema, ...errors } },
    preHandler: guards.requireUser,
  }, async (request) => shown(await videos.similar(request.query.category, request.query.exclude, userIdOf(request), catalogue.similarMax)));

  r.get('/api/videos/search', {
    schema: { tags: ['videos'], summary: 'Recherche (sans accents, tolérante aux fautes)', querystring: searchQuerySchema, response: { 200: videoListSchema, ...errors } },
    preHandler: guards.requireUser,
  }, async (request) => (request.query.q.length < 2 ? [] : shown(await videos.search(request.query.q, userIdOf(request)))));

  r.get('/api/videos/:id', {
    schema: { tags: ['videos'], summary: 'Une vidéo', params: videoIdParamsSchema, response: { 200: videoSchema, 404: errorBodySchema, ...errors } },
    preHandler: guards.requireUser,
  }, async (request) => {
    const found = await videos.findListed(request.params.id, userIdOf(request));
    if (!found) throw new DomainError('not_found', serverMessages.videoNotFound);
    return toPublicVideo(found.video, found.resumeAt);
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, favoriteBodySchema, favoriteCheckSchema, serverMessages, videoIdParamsSchema, videoListSchema } from '@kora/shared';
import { DomainError } from '../../errors.js';
import { type AuthGuards, authOf } from '../../http/authenticate.js';
import { toPublicVideo } from '../videos/public-video.js';
import { isVideoId, type VideosRepository } from '../videos/videos.repository.js';
import type { FavoritesRepository } from './favorites.repository.js';

interface Deps {
  favorites: FavoritesRepository;
  videos: Pick<VideosRepository, 'findListed'>;
  guards: AuthGuards;
}

/** "My List". Add and remove are idempotent; removing needs only the id, even of a video since withdrawn. */
export async function favoritesRoutes(app: FastifyInstance, { favorites, videos, guards }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: errorBodySchema, 404: errorBodySchema };

  r.get('/api/favorites', {
    schema: { tags: ['favorites'], summary: 'Ma liste', response: { 200: videoListSchema, ...errors } },
    preHandler: guards.requireUser,
  }, async (request) => (await favorites.list(authOf(request).user.id)).map((r) => toPublicVideo(r.video, r.resumeAt)));

  r.get('/api/favorites/check/:id', {
    schema: { tags: ['favorites'], summary: 'Cette vidéo est-elle dans ma liste ?', params: videoIdParamsSchema, response: { 200: favoriteCheckSchema, ...errors } },
    preHandler: guards.requireUser,
  }, async (request) => ({ isFavorited: isVideoId(request.params.id) && (await favorites.has(authOf(request).user.id, request.params.id)) }));

  r.post('/api/favorites', {
    schema: { tags: ['favorites'], summary: 'Ajouter à ma liste', body: favoriteBodySchema, response: { 200: favoriteCheckSchema, 400: errorBodySchema, ...errors } },
    preHandler: guards.requireUser,
  }, async (request) => {
    const userId = authOf(request).user.id;
    if (!(await videos.findListed(request.body.videoId, userId))) throw new DomainError('not_found', serverMessages.videoNotFound);
    await favorites.add(userId, request.body.videoId);
    return { isFavorited: true };
  });

  r.delete('/api/favorites/:id', {
    schema: { tags: ['favorites'], summary: 'Retirer de ma liste', params: videoIdParamsSchema, response: { 200: favoriteCheckSchema, ...errors } },
    preHandler: guards.requireUser,
  }, async (request) => {
    if (isVideoId(request.params.id)) await favorites.remove(authOf(request).user.id, request.params.id);
    return { isFavorited: false };
  });
}

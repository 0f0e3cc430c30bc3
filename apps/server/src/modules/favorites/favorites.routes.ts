import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, favoriteBodySchema, favoriteCheckSchema, serverMessages, videoIdParamsSchema, videoListSchema } from '@kora/shared';
import { DomainError } from '../../errors.js';
import { authOf, profileMaxRating } from '../../http/authenticate.js';
import { toPublicVideo } from '../videos/public-video.js';
import type { VideosRepository } from '../videos/videos.repository.js';
import type { FavoritesRepository } from './favorites.repository.js';

interface Deps {
  favorites: FavoritesRepository;
  videos: Pick<VideosRepository, 'findListed' | 'listedByIds'>;
}

/** "Ma liste", the watching profile's. Add and remove are idempotent; removing needs only the id, even of a video since withdrawn. */
export async function favoritesRoutes(app: FastifyInstance, { favorites, videos }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user' } as const;

  r.get(apiPaths.favorites, {
    schema: { tags: ['favorites'], summary: 'Ma liste', response: { 200: videoListSchema } },
    config,
  }, async (request) => {
    const profileId = authOf(request).profile.id;
    return (await videos.listedByIds(await favorites.videoIds(profileId), profileId, profileMaxRating(request))).map((r) => toPublicVideo(r.video, r.resumeAt));
  });

  r.get(apiPaths.favoriteCheck, {
    schema: { tags: ['favorites'], summary: 'Cette vidéo est-elle dans ma liste ?', params: videoIdParamsSchema, response: { 200: favoriteCheckSchema } },
    config,
  }, async (request) => ({ isFavorited: await favorites.has(authOf(request).profile.id, request.params.id) }));

  r.post(apiPaths.favorites, {
    schema: { tags: ['favorites'], summary: 'Ajouter à ma liste', body: favoriteBodySchema, response: { 200: favoriteCheckSchema } },
    config: { ...config, errors: ['not_found'] },
  }, async (request) => {
    const profileId = authOf(request).profile.id;
    if (!(await videos.findListed(request.body.videoId, profileId, profileMaxRating(request)))) throw new DomainError('not_found', serverMessages.videoNotFound);
    await favorites.add(profileId, request.body.videoId);
    return { isFavorited: true };
  });

  r.delete(apiPaths.favorite, {
    schema: { tags: ['favorites'], summary: 'Retirer de ma liste', params: videoIdParamsSchema, response: { 200: favoriteCheckSchema } },
    config,
  }, async (request) => {
    await favorites.remove(authOf(request).profile.id, request.params.id);
    return { isFavorited: false };
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  catalogue,
  dataSaverCostSchema,
  searchQuerySchema,
  serverMessages,
  similarQuerySchema,
  videoDetailSchema,
  videoIdParamsSchema,
  videoListQuerySchema,
  videoListSchema,
  videoSearchResultListSchema,
} from '@kora/shared';
import { DomainError } from '../../errors.js';
import { authOf, profileMaxRating } from '../../http/authenticate.js';
import type { SharePreviews } from '../../http/share-previews.js';
import { toPublicVideo } from './public-video.js';
import { videoDetailReader } from './video-detail.js';
import type { createVideoSearch } from './video-search.js';
import type { CatalogueService } from './catalogue.service.js';
import type { VideoSharing } from './video-sharing.js';
import type { ListedVideo, VideosRepository } from './videos.repository.js';

const shown = (rows: ListedVideo[]) => rows.map((r) => toPublicVideo(r.video, r.resumeAt));
const config = { access: 'user' } as const;

interface Deps {
  videos: VideosRepository;
  catalogue: CatalogueService;
  shares: Pick<VideoSharing, 'image'>;
  sharing: Pick<SharePreviews, 'sendImage'>;
  search: ReturnType<typeof createVideoSearch>;
}

/**
 * The catalogue: lists, one video, similar ones, search, all for signed-in users (the browsing screens are); and a
 * listed video's picture for shared links, without a session.
 */
export async function videosRoutes(app: FastifyInstance, { videos, catalogue: rows, shares, sharing, search }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const videoDetail = videoDetailReader(videos);
  // Resume positions are the watching profile's.
  const profileIdOf = (request: FastifyRequest) => authOf(request).profile.id;
  // A kids profile's lists hold only what its maximum rating allows.
  const maxOf = profileMaxRating;

  r.get(apiPaths.videos, {
    schema: { tags: ['videos'], summary: 'Vidéos par rangée', querystring: videoListQuerySchema, response: { 200: videoListSchema } },
    config,
  }, async (request) => shown(await rows.list(request.query.section, profileIdOf(request), maxOf(request))));

  r.get(apiPaths.similarVideos, {
    schema: { tags: ['videos'], summary: 'Vidéos de la même catégorie', querystring: similarQuerySchema, response: { 200: videoListSchema } },
    config,
  }, async (request) => shown(await videos.similar(request.query.category, request.query.exclude, profileIdOf(request), catalogue.similarMax, maxOf(request))));

  r.get(apiPaths.searchVideos, {
    schema: { tags: ['videos'], summary: 'Recherche dans les titres, descriptions et sous-titres (sans accents, tolérante aux fautes)', querystring: searchQuerySchema, response: { 200: videoSearchResultListSchema } },
    config,
  }, async (request) => (request.query.q.length < catalogue.searchMinLength ? [] : search(request.query.q, profileIdOf(request), maxOf(request))));

  r.get(apiPaths.dataSaverCost, {
    schema: { tags: ['videos'], summary: 'Ce que coûte une heure avec l’économiseur de données, en moyenne sur le catalogue', response: { 200: dataSaverCostSchema } },
    config,
  }, () => rows.dataSaverCost());

  r.get(apiPaths.video, {
    schema: { tags: ['videos'], summary: 'Une vidéo (replayOf : le live dont elle est le replay, ou null)', params: videoIdParamsSchema, response: { 200: videoDetailSchema } },
    config: { ...config, errors: ['forbidden'] },
  }, async (request) => videoDetail(request, request.params.id));

  // What WhatsApp and the others fetch for a shared link's preview: no session, listed videos only. An image, not
  // JSON: left out of the contract, which describes JSON answers (as the poster route is).
  r.get(apiPaths.videoShareImage, {
    schema: { hide: true, params: videoIdParamsSchema },
    config: { access: 'public' },
  }, async (request, reply) => {
    const image = await shares.image(request.params.id);
    if (!image) throw new DomainError('not_found', serverMessages.videoNotFound);
    return sharing.sendImage(reply, image);
  });
}

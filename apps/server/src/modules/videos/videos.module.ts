import type { KoraModule } from '../module.js';
import { createCatalogueService } from './catalogue.service.js';
import { createVideosRepository } from './videos.repository.js';
import { videosRoutes } from './videos.routes.js';

/** The catalogue's reads: home rows, one video, similar videos, search. */
export const videosModule: KoraModule = async (app, { db, config }) => {
  const videos = createVideosRepository(db);
  await app.register(videosRoutes, { videos, catalogue: createCatalogueService({ videos, ttlMs: config.catalogueCacheSeconds * 1000 }) });
};

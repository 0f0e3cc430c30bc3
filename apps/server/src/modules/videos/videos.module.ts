import type { KoraModule } from '../module.js';
import { createCatalogueService } from './catalogue.service.js';
import { createVideosRepository } from './videos.repository.js';
import { videosRoutes } from './videos.routes.js';

/** The catalogue's reads: home rows, one video, similar videos, search. */
export const videosModule: KoraModule = async (app, { db, config, events }) => {
  const videos = createVideosRepository(db);
  const catalogue = createCatalogueService({ videos, ttlMs: config.catalogueCacheSeconds * 1000 });
  // A blocked, edited, approved or deleted video leaves (or enters) the home rows at once, on every instance.
  const unsubscribe = await events.subscribe('video.changed', () => catalogue.forget());
  app.addHook('onClose', () => unsubscribe());
  await app.register(videosRoutes, { videos, catalogue });
};

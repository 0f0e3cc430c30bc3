import type { KoraModule } from '../module.js';
import { createVideosRepository } from '../videos/videos.repository.js';
import { createFavoritesRepository } from './favorites.repository.js';
import { favoritesRoutes } from './favorites.routes.js';

/**
 * "Ma liste": the worked example of a module (docs/architecture.md). It owns the `favorites`
 * table (its repository), reads videos only through the videos repository, and registers its routes.
 */
export const favoritesModule: KoraModule = async (app, { db }) => {
  await app.register(favoritesRoutes, { favorites: createFavoritesRepository(db), videos: createVideosRepository(db) });
};

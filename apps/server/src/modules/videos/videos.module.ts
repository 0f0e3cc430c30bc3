import { batchedById, keptById } from '../../db/batch-reads.js';
import type { KoraModule } from '../module.js';
import { createCatalogueService } from './catalogue.service.js';
import { createSubtitlesRepository } from '../subtitles/subtitles.repository.js';
import { createVideoSearch } from './video-search.js';
import { createVideoSharing } from './video-sharing.js';
import { createVideosRepository } from './videos.repository.js';
import { videosRoutes } from './videos.routes.js';

/** How long a video's row answers shared links' previews from memory (forgotten at once when it changes). */
const SHARED_ROW_KEPT_MS = 30_000;

/** The catalogue's reads: home rows, one video, similar videos, search; and what a shared link of a video shows. */
export const videosModule: KoraModule = async (app, { db, config, events, sharing }) => {
  const videos = createVideosRepository(db);
  const catalogue = createCatalogueService({ videos, ttlMs: config.catalogueCacheSeconds * 1000 });
  // A link shared in a group is opened by every member's phone at once: its row is read once for all of them.
  const sharedRows = keptById(batchedById(videos.findByIds), { keepMs: SHARED_ROW_KEPT_MS });
  const shares = createVideoSharing(sharedRows.findById);
  sharing.register('video', shares.preview);
  // A blocked, edited, approved or deleted video leaves (or enters) the home rows and its previews at once, on every instance.
  const unsubscribe = await events.subscribe('video.changed', ({ videoId }) => {
    catalogue.forget();
    sharedRows.forget(videoId);
  });
  app.addHook('onClose', () => unsubscribe());
  const search = createVideoSearch({ videos, spoken: createSubtitlesRepository(db) });
  await app.register(videosRoutes, { videos, catalogue, shares, sharing, search });
};

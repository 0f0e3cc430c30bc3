import type { DbExecutor } from '../../db/client.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { KoraModule } from '../module.js';
import { createVideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import { adminVideosRoutes } from './admin-videos.routes.js';
import { type AdminVideoUnit, createAdminVideosService } from './admin-videos.service.js';
import { createUrlChecker } from './url-check.js';

/** What an admin's change writes through, built on its transaction. */
const unitOf = (tx: DbExecutor): AdminVideoUnit => ({ videos: createVideoLifecycleRepository(tx), audit: createAdminActionsRepository(tx) });

/** The admin area's videos: the list, edits, block, poster, deletion, the review of creators' videos and the URL check. */
export const adminVideosModule: KoraModule = async (app, { db, config, events, storage, downloadPolicy, media }) => {
  const videos = createAdminVideosService({
    videos: createVideoLifecycleRepository(db),
    inTransaction: (work) => db.transaction((tx) => work(unitOf(tx))),
    events,
    storage,
    checkUrl: createUrlChecker(downloadPolicy),
    media,
    mediaUrlTtlMinutes: config.mediaUrlTtlMinutes,
  });
  await app.register(adminVideosRoutes, { videos });
};

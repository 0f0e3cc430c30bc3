import { reviewNotices } from '../notifications/video-notices.js';
import { createUsersRepository } from '../users/users.repository.js';
import { transactionOf } from '../../db/transaction.js';
import type { KoraModule } from '../module.js';
import { auditedVideoWritesOf } from '../videos/audited-video-writes.js';
import { createVideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import { adminVideosRoutes } from './admin-videos.routes.js';
import { createAdminVideosService } from './admin-videos.service.js';
import { createUrlChecker } from './url-check.js';
import { BACKGROUND_PRIORITY } from '../../jobs/queue.js';

/** The admin area's videos: the list, edits, block, poster, deletion, the review of creators' videos and the URL check. */
export const adminVideosModule: KoraModule = async (app, { db, config, events, storage, downloadPolicy, media, notify, jobs }) => {
  const users = createUsersRepository(db);
  const videos = createAdminVideosService({
    videos: createVideoLifecycleRepository(db),
    inTransaction: transactionOf(db, auditedVideoWritesOf),
    events,
    storage,
    checkUrl: createUrlChecker(downloadPolicy),
    media,
    mediaUrlTtlMinutes: config.mediaUrlTtlMinutes,
    reviewed: reviewNotices(notify, (id) => users.findById(id)),
    // Keyed by the video: a second click while it is queued or running adds nothing.
    prepareAgain: (videoId, background) => jobs.send('video.prepare', { videoId, again: true }, `${videoId}:again`, background ? { priority: BACKGROUND_PRIORITY } : {}),
  });
  await app.register(adminVideosRoutes, { videos });
};

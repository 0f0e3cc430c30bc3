import type { DbExecutor } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { KoraModule } from '../module.js';
import { createVideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import { subtitleScratchOf } from './republish-subtitles.js';
import { createSubtitlePublisher } from './subtitle-publisher.js';
import { createSubtitlesRepository } from './subtitles.repository.js';
import { subtitlesRoutes } from './subtitles.routes.js';
import { createSubtitlesService, type SubtitlesUnit } from './subtitles.service.js';

const subtitlesUnit = (tx: DbExecutor): SubtitlesUnit => ({ subtitles: createSubtitlesRepository(tx), videos: createVideoLifecycleRepository(tx), audit: createAdminActionsRepository(tx) });

/** Subtitles: uploaded per language by a video's uploader or an admin, served with the video's HLS, searched. */
export const subtitlesModule: KoraModule = async (app, { db, storage, config, events }) => {
  const publisher = createSubtitlePublisher({ storage, tools: { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath }, scratchDir: subtitleScratchOf(config.mediaDir) });
  const subtitles = createSubtitlesService({
    subtitles: createSubtitlesRepository(db),
    videos: createVideoLifecycleRepository(db),
    inTransaction: transactionOf(db, subtitlesUnit),
    publisher,
    events,
  });
  await app.register(subtitlesRoutes, { subtitles });
};

import fs from 'node:fs/promises';
import type { KoraModule } from '../module.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createVideosRepository } from '../videos/videos.repository.js';
import { createMediaFileCache } from './media-files.js';
import { createMediaUrlSigner, loadMediaUrlSecret } from './media-url-signer.js';
import { playbackRoutes } from './playback.routes.js';
import { createPlaybackService } from './playback.service.js';
import { createSegmentIndex } from './segment-index.js';
import { createWatchTimeRepository } from './watch-time.repository.js';

/** Watching: signed media URLs after every rule, the media route that re-checks them and meters free users, resume positions. */
export const playbackModule: KoraModule = async (app, { db, config, storage, events }) => {
  await fs.mkdir(config.mediaDir, { recursive: true });
  const playback = await createPlaybackService({
    videos: createVideosRepository(db),
    users: createUsersRepository(db),
    watchTime: createWatchTimeRepository(db),
    signer: createMediaUrlSigner(await loadMediaUrlSecret(config.mediaUrlSecret, config.dataDir)),
    segments: createSegmentIndex(storage.read),
    ttlMinutes: config.mediaUrlTtlMinutes,
    events,
  });
  app.addHook('onClose', () => playback.stop());
  await app.register(playbackRoutes, { playback, files: createMediaFileCache(config.mediaCacheMb * 1024 * 1024, storage.read) });
};

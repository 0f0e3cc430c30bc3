import fs from 'node:fs/promises';
import type { KoraModule } from '../module.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createVideosRepository } from '../videos/videos.repository.js';
import { createMediaDelivery, type MediaRights } from './media-delivery.js';
import { mediaRoutes } from './media.routes.js';
import { createMediaUrlSigner, loadMediaUrlSecret } from './media-url-signer.js';
import { playbackRoutes } from './playback.routes.js';
import { createPlaybackService } from './playback.service.js';
import { createWatchTimeRepository } from './watch-time.repository.js';

/** Watching: signed media URLs after every rule, the media route that re-checks them and meters free users, resume positions. */
export const playbackModule: KoraModule = async (app, { db, config, storage, events }) => {
  await fs.mkdir(config.mediaDir, { recursive: true });
  const signer = createMediaUrlSigner(await loadMediaUrlSecret(config.mediaUrlSecret, config.dataDir));
  const playback = createPlaybackService({
    videos: createVideosRepository(db),
    watchTime: createWatchTimeRepository(db),
    signer,
    ttlMinutes: config.mediaUrlTtlMinutes,
    events,
  });
  // Who may fetch each kind of signed media, from the module that owns the kind. Lives: one
  // more entry here (`live: lives.authorizeMedia`); until then a live URL answers 404.
  const rights: MediaRights = { video: playback.authorizeMedia };
  const media = await createMediaDelivery({
    signer,
    users: createUsersRepository(db),
    rights,
    load: storage.read,
    events,
    cacheBytes: config.mediaCacheMb * 1024 * 1024,
  });
  app.addHook('onClose', () => media.stop());
  await app.register(mediaRoutes, { media });
  await app.register(playbackRoutes, { playback, media });
};

import fs from 'node:fs/promises';
import { batchedById, keptById } from '../../db/batch-reads.js';
import type { KoraModule } from '../module.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';
import { entitledUsers } from '../users/entitlement.js';
import { createFreeAllowanceRepository } from '../users/free-allowance.repository.js';
import { createUsersRepository } from '../users/users.repository.js';
import { videoDetailReader } from '../videos/video-detail.js';
import { createVideosRepository } from '../videos/videos.repository.js';
import { createFrontGrants } from './front-grants.js';
import { createMediaDelivery, mediaViewersOver } from './media-delivery.js';
import { mediaRoutes } from './media.routes.js';
import { createPlaybackScreensRepository } from './playback-screens.repository.js';
import { createScreenGuard } from './playback-screens.js';
import { playbackRoutes } from './playback.routes.js';
import { createPlaybackService } from './playback.service.js';
import { createWatchTimeRepository } from './watch-time.repository.js';

/** How long a video's row answers rights checks from memory (forgotten at once when it changes). */
const VIDEO_ROW_KEPT_MS = 10_000;

/** Watching: signed media URLs after every rule, the media route that re-checks them and meters free users, resume positions. */
export const playbackModule: KoraModule = async (app, { db, config, storage, events, media: grants, clock, metrics }) => {
  await fs.mkdir(config.mediaDir, { recursive: true });
  const { signer } = grants;
  const videos = createVideosRepository(db);
  const profiles = createProfilesRepository(db);
  // Reads by id of the same turn share one query: the start of a popular match sends thousands of first
  // media questions in a few seconds, each needing its viewer and its video (one query each queued on PostgreSQL).
  // The video is the same for all of them: its row is kept a few seconds, and forgotten on every instance when it
  // changes (published, edited, blocked, transcoded, deleted: each says 'video.changed').
  const videoRows = keptById(batchedById(videos.findByIds), { keepMs: VIDEO_ROW_KEPT_MS });
  const forgetVideo = [
    await events.subscribe('video.changed', ({ videoId }) => videoRows.forget(videoId)),
    await events.subscribe('media.changed', (asset) => {
      if (asset.kind === 'video') videoRows.forget(asset.id);
    }),
  ];
  const playback = createPlaybackService({
    videos: { findById: videoRows.findById, countView: videos.countView },
    watchTime: createWatchTimeRepository(db),
    allowances: createFreeAllowanceRepository(db),
    signer,
    ttlMinutes: config.mediaUrlTtlMinutes,
    events,
    screens: createScreenGuard({ screens: createPlaybackScreensRepository(db), clock }),
    subtitleChoiceOf: profiles.subtitleLanguageOf,
  });
  // Who may fetch each kind of signed media: each module that owns a kind registers it (lives: 'live').
  grants.rights.video = playback.authorizeMedia;
  // With media on a disk nginx reads too, Kora's yes to an unmetered viewer is written down for it (front-grants.ts).
  const frontGrants = config.storage.kind === 'local' ? createFrontGrants({ root: config.storage.root, warn: (error) => app.log.warn({ err: error }, 'media grant not written or taken back') }) : undefined;
  const media = await createMediaDelivery({
    signer,
    // The profile a signed URL names and its account as its rights stand now: reads of the same turn share one
    // query each (a popular start sends thousands of first media questions in a few seconds).
    viewers: mediaViewersOver(batchedById(profiles.findByIds), entitledUsers({ findById: batchedById(createUsersRepository(db).findByIds) }, clock), profiles.idsOf),
    rights: grants.rights,
    load: storage.read,
    events,
    cacheBytes: config.mediaCacheMb * 1024 * 1024,
    frontGrants,
  });
  app.addHook('onClose', async () => {
    await Promise.all(forgetVideo.map((unsubscribe) => unsubscribe()));
    await media.stop();
    await frontGrants?.close();
  });
  await app.register(mediaRoutes, { media, metrics, frontGrants });
  await app.register(playbackRoutes, { playback, media, videoDetail: videoDetailReader(videos) });
};

import type { KoraModule } from '../module.js';
import { createVideosRepository } from '../videos/videos.repository.js';
import { createDownloadsRepository } from './downloads.repository.js';
import { downloadsRoutes } from './downloads.routes.js';
import { createDownloadsService } from './downloads.service.js';

/**
 * Downloads: owns `video_downloads`; reads videos through the catalogue's repository and
 * hands out signed media URLs through the platform's grants (delivery checks the rights at each fetch).
 */
export const downloadsModule: KoraModule = async (app, { db, config, storage, media, clock }) => {
  const downloads = createDownloadsService({
    downloads: createDownloadsRepository(db),
    videos: createVideosRepository(db),
    media,
    read: storage.read,
    clock,
    days: config.downloadDays,
    limit: config.downloadLimit,
    urlTtlMinutes: config.mediaUrlTtlMinutes,
  });
  await app.register(downloadsRoutes, { downloads });
};

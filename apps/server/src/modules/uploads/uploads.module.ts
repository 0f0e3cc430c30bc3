import path from 'node:path';
import { transactionOf } from '../../db/transaction.js';
import type { KoraModule } from '../module.js';
import { auditedVideoWritesOf } from '../videos/audited-video-writes.js';
import { createVideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import { uploadsRoutes } from './uploads.routes.js';
import { createUploadsService } from './uploads.service.js';

/** Creators' uploads (multipart and resumable) and admins' imports by URL, queued for preparation. */
export const uploadsModule: KoraModule = async (app, { db, config, jobs, storage, downloadPolicy, events }) => {
  await app.register(uploadsRoutes, {
    uploads: createUploadsService({
      videos: createVideoLifecycleRepository(db),
      inTransaction: transactionOf(db, auditedVideoWritesOf),
      jobs,
      storage,
      tools: { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath },
      downloadPolicy,
      events,
      creatorVideoReview: config.creatorVideoReview,
    }),
    uploadsDir: path.join(config.mediaDir, 'uploads'),
    maxUploadMb: config.maxUploadMb,
  });
};

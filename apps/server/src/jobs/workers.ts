import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { checkFfmpeg } from '../media/ffmpeg.js';
import { defaultDownloadPolicy } from '../net/safe-download.js';
import { prepareVideoHandler } from './handlers/prepare-video.js';
import type { JobQueue } from './queue.js';

/**
 * Starts `count` workers for every job this process can run, after checking that ffmpeg is
 * there. Used by the server (WORKERS, default 1) and by the standalone `npm run worker`.
 * Returns false, having said why, when ffmpeg is missing.
 */
export async function startWorkers(queue: JobQueue, count: number, deps: { db: Database; config: Config; log: FastifyBaseLogger }): Promise<boolean> {
  const tools = { ffmpegPath: deps.config.ffmpegPath, ffprobePath: deps.config.ffprobePath };
  const ffmpeg = await checkFfmpeg(tools);
  if (!ffmpeg.ok) {
    deps.log.error(`${ffmpeg.reason}. Le catalogue reste consultable, mais aucune vidéo ne sera préparée.`);
    return false;
  }
  const downloadPolicy = defaultDownloadPolicy(deps.config.maxUploadMb * 1024 * 1024);
  const handler = prepareVideoHandler({ db: deps.db, mediaDir: deps.config.mediaDir, tools, downloadPolicy, log: deps.log });
  for (let i = 0; i < count; i += 1) await queue.work('video.prepare', handler);
  return true;
}

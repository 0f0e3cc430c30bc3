import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { DomainEvents } from '../events/domain-events.js';
import { removeFilesOlderThan } from '../housekeeping.js';
import { checkFfmpeg } from '../media/ffmpeg.js';
import { defaultDownloadPolicy, type DownloadPolicy } from '../net/safe-download.js';
import type { MediaStorage } from '../storage/media-storage.js';
import type { ZodType } from 'zod';
import type { Messengers } from '../notifications/messengers.js';
import type { JobDefinition, JobWorkerDeps } from './job.js';
import type { JobPayload, JobQueue } from './queue.js';
import { jobDefinitions, type JobName } from './registry.js';

export interface WorkerDeps {
  db: Database;
  config: Config;
  storage: MediaStorage;
  /** Where published media and videos are announced (caches of every instance listen). */
  events: Pick<DomainEvents, 'publish'>;
  log: FastifyBaseLogger;
  /** Which addresses server-side downloads may reach (public ones unless a test says otherwise). */
  downloadPolicy?: DownloadPolicy | undefined;
  /** E-mail, Web Push and SMS, for the notifications' deliveries. */
  messengers: Messengers;
}

/** Local scratch space of the workers (downloads, copies of remote originals, staging for remote storage). */
export const scratchDirOf = (config: Config) => path.join(config.mediaDir, 'scratch');

/** What a killed worker left in scratch (a download, a copy, a staged transcode) goes once a day old. */
const SCRATCH_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const SCRATCH_SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** Registers `count` workers for every job of the registry (ffmpeg assumed present). */
export async function registerWorkers(queue: JobQueue, count: number, { db, config, storage, events, log, downloadPolicy, messengers }: WorkerDeps): Promise<void> {
  const scratchDir = scratchDirOf(config);
  const deps: JobWorkerDeps = {
    jobs: {
      send: (name, payload, key, options) => queue.send(name as JobName, payload as never, key, options),
      sendMany: (name, payloads) => queue.sendMany(name as JobName, payloads as never),
    },
    messengers,
    db,
    config,
    storage,
    events,
    log,
    scratchDir,
    tools: { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath },
    downloadPolicy: downloadPolicy ?? defaultDownloadPolicy(config.maxUploadMb * 1024 * 1024, config.fetchAllowAddresses),
  };
  for (const name of Object.keys(jobDefinitions) as JobName[]) {
    const definition = jobDefinitions[name] as JobDefinition<ZodType<JobPayload<typeof name>>>;
    const { handler, onGaveUp } = definition.worker(deps);
    for (let i = 0; i < Math.min(count, definition.workers ?? count); i += 1) await queue.work(name, handler, { onGaveUp });
  }
  const sweep = () => void removeFilesOlderThan(scratchDir, SCRATCH_MAX_AGE_MS).catch((err: unknown) => log.warn({ err }, 'nettoyage du dossier de travail impossible'));
  sweep();
  setInterval(sweep, SCRATCH_SWEEP_EVERY_MS).unref();
}

/**
 * Starts `count` workers after checking that ffmpeg is there. Used by the server (WORKERS,
 * default 1) and by the standalone `npm run worker`. Returns false, having said why, when
 * ffmpeg is missing.
 */
export async function startWorkers(queue: JobQueue, count: number, deps: WorkerDeps): Promise<boolean> {
  const ffmpeg = await checkFfmpeg({ ffmpegPath: deps.config.ffmpegPath, ffprobePath: deps.config.ffprobePath });
  if (!ffmpeg.ok) {
    deps.log.error(`${ffmpeg.reason}. Le catalogue reste consultable, mais aucune vidéo ne sera préparée.`);
    return false;
  }
  await registerWorkers(queue, count, deps);
  return true;
}

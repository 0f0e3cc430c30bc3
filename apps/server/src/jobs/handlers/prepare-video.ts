import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { videos } from '../../db/schema/index.js';
import { DEMO_TRANSCODE_PRESET } from '../../media/demo-source.js';
import { transcodeToHls } from '../../media/transcode-hls.js';
import { posterUrlOf } from '../../modules/playback/playback.service.js';
import { hlsPrefixOf } from '../../storage/media-storage.js';
import type { JobHandler, WorkOptions } from '../queue.js';
import { resolveSource, type SourceDeps, VideoRejected } from './video-source.js';

interface Deps extends SourceDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** Local folder for downloads, copies of remote originals and demo patterns. */
  scratchDir: string;
}

const NOT_PREPARED = 'La vidéo n’a pas pu être préparée (transcodage impossible).';

/**
 * Turns a video's source into published HLS renditions, poster and seek-bar previews.
 * Idempotent: a video deleted meanwhile ends the job quietly, a ready one is left as is, the
 * transcoder works in a scratch folder published at once, and the row says 'ready' only after
 * publishing, so a worker killed mid-way leaves nothing half-published and the retry starts clean.
 */
export function prepareVideoHandler({ db, storage, tools, downloadPolicy, log, scratchDir }: Deps): JobHandler<'video.prepare'> {
  return async ({ videoId }, { lastAttempt, signal, stillOwned }) => {
    const [video] = await db.select().from(videos).where(eq(videos.id, videoId));
    if (!video || !video.source || video.status === 'ready') return;
    const prefix = hlsPrefixOf(videoId);
    try {
      const { input, media: source, release } = await resolveSource(video, { db, storage, tools, downloadPolicy, scratchDir }, signal);
      try {
        const started = Date.now();
        // Demo patterns are only there to be played: the fastest preset gets the catalogue ready in time.
        const preset = video.source.kind === 'demo' ? DEMO_TRANSCODE_PRESET : undefined;
        let reported = 0;
        const onProgress = (fraction: number) => {
          if (fraction - reported < 0.05 && fraction < 1) return;
          reported = fraction;
          void db.update(videos).set({ processingProgress: Math.min(fraction, 0.99) }).where(eq(videos.id, videoId)).catch(() => undefined);
        };
        const result = await transcodeToHls({ input, probed: source, outDir: storage.stagingDir(prefix), paths: tools, signal, preset, onProgress });
        // A run declared lost (its heartbeat went stale) must not publish over the run that replaced it.
        if (!(await stillOwned())) return await storage.discardStaging(prefix);
        await storage.commit(prefix).catch(async (err: unknown) => {
          await storage.discardStaging(prefix);
          throw err;
        });
        const thumbnails = result.thumbnails;
        await db
          .update(videos)
          .set({
            status: 'ready',
            failureReason: null,
            processingProgress: 1,
            durationSeconds: Math.round(result.durationSeconds || source.durationSeconds),
            renditions: result.renditions.map((r) => ({ id: r.id, height: r.height, bandwidth: r.bandwidth, averageBandwidth: r.averageBandwidth, playlist: r.playlist })),
            previewVtt: thumbnails?.vtt ?? null,
            // Uploads get their poster; demo videos and admin-given thumbnails keep theirs.
            ...(thumbnails && !video.thumbnailUrl ? { thumbnailUrl: posterUrlOf(videoId) } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(videos.id, videoId));
        log.info({ videoId, seconds: Math.round((Date.now() - started) / 1000) }, 'vidéo prête');
      } finally {
        await release();
      }
    } catch (err) {
      log.warn({ err, videoId, lastAttempt }, 'préparation de la vidéo échouée');
      const rejected = err instanceof VideoRejected;
      if (rejected || (lastAttempt && !signal.aborted)) await markFailed(db, videoId, rejected ? err.message : NOT_PREPARED);
      // A rejected video is final: the job ends; anything else is retried.
      if (!rejected) throw err;
    }
  };
}

async function markFailed(db: Database, videoId: string, failureReason: string): Promise<void> {
  await db.update(videos).set({ status: 'failed', failureReason, updatedAt: sql`now()` }).where(and(eq(videos.id, videoId), eq(videos.status, 'processing')));
}

/** When workers kept dying on a video (more often than its retries allow), it is failed rather than left 'processing'. */
export function prepareVideoGaveUp(db: Database): WorkOptions<'video.prepare'> {
  return { onGaveUp: ({ videoId }) => markFailed(db, videoId, NOT_PREPARED) };
}

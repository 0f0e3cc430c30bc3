import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { videos } from '../../db/schema/index.js';
import { DEMO_TRANSCODE_PRESET } from '../../media/demo-source.js';
import { transcodeToHls } from '../../media/transcode-hls.js';
import { hlsDirOf } from '../../modules/playback/playback.service.js';
import type { JobHandler } from '../queue.js';
import { resolveSource, type SourceDeps, VideoRejected } from './video-source.js';

interface Deps extends SourceDeps {
  db: Database;
  log: FastifyBaseLogger;
}

/**
 * Turns a video's source into published HLS renditions. Idempotent: a video deleted meanwhile
 * ends the job quietly, an already published one is left as is, and the transcoder publishes
 * atomically, so a worker killed mid-way leaves nothing half-written and the retry starts clean.
 */
export function prepareVideoHandler({ db, mediaDir, tools, downloadPolicy, log }: Deps): JobHandler<'video.prepare'> {
  return async ({ videoId }, { lastAttempt, signal }) => {
    const [video] = await db.select().from(videos).where(eq(videos.id, videoId));
    if (!video || !video.source) return;
    const hlsDir = hlsDirOf(mediaDir, videoId);
    if (video.status === 'ready' && existsSync(path.join(hlsDir, 'master.m3u8'))) return;
    try {
      const { input, media: source } = await resolveSource(video, { mediaDir, tools, downloadPolicy }, signal);
      const started = Date.now();
      // Demo patterns are only there to be played: the fastest preset gets the catalogue ready in time.
      const preset = video.source.kind === 'demo' ? DEMO_TRANSCODE_PRESET : undefined;
      let reported = 0;
      const onProgress = (fraction: number) => {
        if (fraction - reported < 0.05 && fraction < 1) return;
        reported = fraction;
        void db.update(videos).set({ processingProgress: Math.min(fraction, 0.99) }).where(eq(videos.id, videoId)).catch(() => undefined);
      };
      const result = await transcodeToHls({ input, outDir: hlsDir, paths: tools, signal, preset, onProgress });
      await db
        .update(videos)
        .set({
          status: 'ready',
          failureReason: null,
          processingProgress: 1,
          durationSeconds: Math.round(result.durationSeconds || source.durationSeconds),
          renditions: result.renditions.map((r) => ({ id: r.id, height: r.height, bandwidth: r.bandwidth, averageBandwidth: r.averageBandwidth, playlist: r.playlist })),
          updatedAt: sql`now()`,
        })
        .where(eq(videos.id, videoId));
      log.info({ videoId, seconds: Math.round((Date.now() - started) / 1000) }, 'vidéo prête');
    } catch (err) {
      log.warn({ err, videoId, lastAttempt }, 'préparation de la vidéo échouée');
      const rejected = err instanceof VideoRejected;
      if (rejected || lastAttempt) {
        const failureReason = rejected ? err.message : 'La vidéo n’a pas pu être préparée (transcodage impossible).';
        await db.update(videos).set({ status: 'failed', failureReason, updatedAt: sql`now()` }).where(eq(videos.id, videoId));
      }
      // A rejected video is final: the job ends; anything else is retried.
      if (!rejected) throw err;
    }
  };
}

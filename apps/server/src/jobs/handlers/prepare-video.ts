import { z } from 'zod';
import { DEMO_TRANSCODE_PRESET } from '../../media/demo-source.js';
import { PIPELINE_AUDIO_CODEC, pipelineRenditionsFor } from '../../media/cmaf-ladder.js';
import { transcodeToCmaf } from '../../media/transcode-cmaf.js';
import { createNotify } from '../../modules/notifications/notify.js';
import { creatorNameOf, noticeVideoListed } from '../../modules/notifications/video-notices.js';
import { posterUrlOf } from '../../modules/playback/poster-url.js';
import { createSubtitleRepublisher } from '../../modules/subtitles/republish-subtitles.js';
import { createUsersRepository } from '../../modules/users/users.repository.js';
import { createVideoLifecycleRepository, type VideoLifecycleRepository } from '../../modules/videos/video-lifecycle.repository.js';
import { hlsPrefixOf, videoPrefixOf } from '../../storage/media-storage.js';
import { defineJob, type JobHandler, type JobWorkerDeps } from '../job.js';
import { wantsAv1Copies } from './prepare-av1.js';
import { resolveSource, VideoRejected } from './video-source.js';
import { videoFailureMessages } from '../../http/http-texts.js';


/** `again`: an admin asked for a ready video to be prepared again (it stays ready and playable meanwhile). */
type Payload = { videoId: string; again?: boolean | undefined };

/**
 * Turns a video's source into published CMAF HLS renditions (transcode-cmaf.ts), poster and seek-bar previews.
 * Idempotent: a video deleted meanwhile ends the job quietly, a ready one is left as is (unless an admin asked
 * for it to be prepared again: `again`, which touches nothing else), the
 * transcoder works in a scratch folder published at once, and the row says 'ready' only after
 * publishing, so a worker killed mid-way leaves nothing half-published and the retry starts clean.
 * Once published, 'media.changed' and 'video.changed' tell every instance (caches, catalogue).
 */
function prepareVideoHandler(videos: VideoLifecycleRepository, { storage, tools, downloadPolicy, log, scratchDir, events, jobs, db, config }: JobWorkerDeps): JobHandler<Payload> {
  const notify = createNotify(jobs, log);
  const republishSubtitles = createSubtitleRepublisher({ db, storage, tools, mediaDir: config.mediaDir });
  const users = createUsersRepository(db);
  /** A creator's video now listed (no review, or approved while it was prepared): their followers hear of it. */
  async function tellFollowers(videoId: string) {
    const ready = await videos.findById(videoId);
    if (ready?.uploadedBy) await noticeVideoListed(notify, ready, creatorNameOf(await users.findById(ready.uploadedBy)));
  }
  return async ({ videoId, again = false }, { lastAttempt, signal, stillOwned }) => {
    const video = await videos.findById(videoId);
    if (!video || !video.source || (video.status === 'ready') !== again) return;
    const prefix = hlsPrefixOf({ kind: 'video', id: videoId });
    try {
      const { input, media: source, drawn, release } = await resolveSource(video, { videos, storage, tools, downloadPolicy, scratchDir }, signal);
      try {
        const started = Date.now();
        // Demo patterns are only there to be played: the fastest preset gets the catalogue ready in time.
        const preset = video.source.kind === 'demo' ? DEMO_TRANSCODE_PRESET : undefined;
        let reported = 0;
        const onProgress = (fraction: number) => {
          // Prepared again, the video is ready all along: its progress is not a preparation's to show.
          if (again || (fraction - reported < 0.05 && fraction < 1)) return;
          reported = fraction;
          void videos.setProgress(videoId, fraction).catch(() => undefined);
        };
        const renditions = pipelineRenditionsFor(source.hasVideo ? source.height : null);
        const result = await transcodeToCmaf({ input, drawn, probed: source, outDir: storage.stagingDir(prefix), paths: tools, signal, preset, onProgress, renditions, audioCodec: PIPELINE_AUDIO_CODEC });
        // A run declared lost (its heartbeat went stale) must not publish over the run that replaced it.
        if (!(await stillOwned())) return await storage.discardStaging(prefix);
        await storage.commit(prefix).catch(async (err: unknown) => {
          await storage.discardStaging(prefix);
          throw err;
        });
        const thumbnails = result.thumbnails;
        const published = result.renditions.map(({ id, height, bandwidth, averageBandwidth, playlist, opus }) => ({
          ...{ id, height, bandwidth, averageBandwidth, playlist, container: 'fmp4' as const },
          ...(opus ? { opus } : {}),
        }));
        const stillThere = await videos.markReady(videoId, {
          durationSeconds: Math.round(result.durationSeconds || source.durationSeconds),
          renditions: published,
          previewVtt: thumbnails?.vtt ?? null,
          // Uploads get their poster; demo videos and admin-given thumbnails keep theirs.
          ...(thumbnails && !video.thumbnailUrl ? { thumbnailUrl: posterUrlOf(videoId) } : {}),
        });
        // Deleted by its uploader while it was being prepared: what was just published goes too.
        if (!stillThere) return await storage.removePrefix(videoPrefixOf(videoId));
        // Its subtitles (a demo video's, seeded; a video prepared again) go into the new folder, named in its master.
        await republishSubtitles(videoId);
        await events.publish('media.changed', { kind: 'video', id: videoId });
        await events.publish('video.changed', { videoId });
        log.info({ videoId, again, seconds: Math.round((Date.now() - started) / 1000) }, 'vidéo prête');
        // Followers heard of it when it was first listed.
        if (!again) await tellFollowers(videoId);
        // Its AV1 copies come in the background, once no video waits to be prepared.
        if (config.av1Copies && wantsAv1Copies({ status: 'ready', source: video.source, renditions: published })) await jobs.send('video.av1', { videoId }, videoId);
      } finally {
        await release();
      }
    } catch (err) {
      log.warn({ err, videoId, lastAttempt }, 'préparation de la vidéo échouée');
      const rejected = err instanceof VideoRejected;
      if (rejected || (lastAttempt && !signal.aborted)) await videos.markFailed(videoId, rejected ? err.message : videoFailureMessages.notPrepared);
      // A rejected video is final: the job ends; anything else is retried.
      if (!rejected) throw err;
    }
  };
}

export const prepareVideoJob = defineJob({
  payload: z.object({ videoId: z.uuid(), again: z.boolean().optional() }),
  options: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 23 * 60 * 60 },
  worker: (deps) => {
    const videos = createVideoLifecycleRepository(deps.db);
    return {
      handler: prepareVideoHandler(videos, deps),
      // When workers kept dying on a video (more often than its retries allow), it is failed rather than left 'processing'.
      onGaveUp: ({ videoId }) => videos.markFailed(videoId, videoFailureMessages.notPrepared),
    };
  },
});

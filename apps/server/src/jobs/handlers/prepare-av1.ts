import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { StoredRendition, VideoRow } from '../../db/schema/index.js';
import { transactionOf } from '../../db/transaction.js';
import { AV1_MAX_HEIGHT } from '../../media/av1-arguments.js';
import { encodeAv1Copies, storedCopy, toAv1Master, type Av1Copies } from '../../media/av1-pass.js';
import { AV1_MASTER_FILE, cappedMasterFile, MASTER_CAPS, MASTER_FILE } from '../../media/capped-masters.js';
import { audioCodecName, CMAF_VIDEO_RENDITION_IDS, PIPELINE_AUDIO_CODEC, type CmafVideoRenditionId } from '../../media/cmaf-ladder.js';
import { parseMediaPlaylist, playbackFiles } from '../../media/hls-playlist.js';
import { createVideoLifecycleRepository, type VideoLifecycleRepository } from '../../modules/videos/video-lifecycle.repository.js';
import { hlsPrefixOf, type MediaStorage } from '../../storage/media-storage.js';
import { defineJob, type JobContext, type JobWorkerDeps } from '../job.js';
import { resolveSource } from './video-source.js';

/** How often the pass looks again whether videos are still being prepared (it starts once none is). */
const PREPARING_POLL_MS = 30_000;
/** Passes started over because the video was prepared again meanwhile, before the job gives up. */
const MAX_PASSES = 3;

const isVideoRung = (id: string): id is CmafVideoRenditionId => (CMAF_VIDEO_RENDITION_IDS as readonly string[]).includes(id);

/**
 * Whether a video gets AV1 copies: ready, prepared in CMAF, from a kept original (an upload or an import; a demo
 * pattern is only there to be played, a live's replay has no source), and without copies yet.
 */
export function wantsAv1Copies(video: Pick<VideoRow, 'status' | 'source' | 'renditions'>): boolean {
  const kind = video.source?.kind;
  return (
    video.status === 'ready' &&
    (kind === 'stored' || kind === 'url' || kind === 'file') &&
    video.renditions.some((r) => r.height !== null) &&
    video.renditions.every((r) => r.container === 'fmp4' && (r.height === null || isVideoRung(r.id)) && !r.av1)
  );
}

/** The renditions as the H.264 preparation wrote them: what the pass started from, compared before it publishes. */
const h264Only = (renditions: readonly StoredRendition[]) => JSON.stringify(renditions.map(({ av1: _, ...rest }) => rest));

/** Copies a video's H.264 video renditions (playlists, init segments, segments) from media storage into `dir`. */
async function copyRungs(storage: MediaStorage, prefix: string, renditions: readonly StoredRendition[], dir: string): Promise<void> {
  for (const rendition of renditions.filter((r) => r.height !== null)) {
    const folder = path.posix.dirname(rendition.playlist);
    const text = await storage.read(`${prefix}/${rendition.playlist}`);
    if (!text) throw new Error(`Playlist absente : ${prefix}/${rendition.playlist}`);
    await mkdir(path.join(dir, folder), { recursive: true });
    await writeFile(path.join(dir, rendition.playlist), text);
    for (const file of playbackFiles(parseMediaPlaylist(text.toString('utf8')))) {
      const bytes = await storage.read(`${prefix}/${folder}/${file}`);
      if (!bytes) throw new Error(`Segment absent : ${prefix}/${folder}/${file}`);
      await writeFile(path.join(dir, folder, file), bytes);
    }
  }
}

/** Stores each copy's files, media before its playlist (nothing names them until the AV1 masters are written). */
async function uploadCopies(storage: MediaStorage, prefix: string, copies: Av1Copies, dir: string): Promise<void> {
  for (const { copy, made } of copies.rungs) {
    for (const file of [...playbackFiles(made.playlist), 'index.m3u8']) await storage.putFile(`${prefix}/${copy}/${file}`, path.join(dir, copy, file));
  }
}

/** Each H.264 master of the video (full and capped) and the name of its AV1 counterpart. */
const MASTER_PAIRS = [[MASTER_FILE, AV1_MASTER_FILE], ...MASTER_CAPS.map((cap) => [cappedMasterFile(cap), cappedMasterFile(cap, AV1_MASTER_FILE)])] as const;

/**
 * The AV1 pass of a video (media/av1-pass.ts), after it was prepared and listed: copies of every rung in AV1 where
 * they save bytes, published beside the H.264 renditions with AV1 masters, and the renditions saying what each copy
 * costs. It waits while any video is being prepared and its ffmpeg runs at idle priority: a viewer's upload goes
 * first. Published under the video's row lock, only if the video was not prepared again meanwhile (else the pass
 * starts over on the new renditions); a retried or duplicated job finds the copies there and ends.
 */
function prepareAv1Handler(videos: VideoLifecycleRepository, deps: JobWorkerDeps) {
  const { storage, tools, log, scratchDir, events, db } = deps;
  const inTransaction = transactionOf(db, (tx) => createVideoLifecycleRepository(tx));

  /** One pass over the video as it is now: 'done' (published, not worth it, or nothing to do) or 'changed'. */
  async function pass(videoId: string, { signal, stillOwned }: JobContext): Promise<'done' | 'changed'> {
    while ((await videos.countPreparing()) > 0) await sleep(PREPARING_POLL_MS, undefined, { signal });
    const video = await videos.findById(videoId);
    if (!video || !wantsAv1Copies(video)) return 'done';
    const prefix = hlsPrefixOf({ kind: 'video', id: videoId });
    const started = Date.now();
    const { input, media, release } = await resolveSource(video, { ...deps, videos }, signal);
    await mkdir(scratchDir, { recursive: true });
    const work = await mkdtemp(path.join(scratchDir, `av1-${videoId}-`));
    try {
      await copyRungs(storage, prefix, video.renditions, work);
      const rungs = video.renditions.flatMap((r) => (r.height !== null && r.height <= AV1_MAX_HEIGHT && isVideoRung(r.id) ? [{ id: r.id, height: r.height }] : []));
      const copies = await encodeAv1Copies({ input, source: media, rungs, hlsDir: work, scratch: work, paths: tools, signal });
      const figures = { videoId, ratio: Number((copies.bytes / copies.h264Bytes).toFixed(3)), crfs: copies.rungs.map((r) => r.choice.crf), seconds: Math.round((Date.now() - started) / 1000) };
      if (!copies.kept) {
        log.info(figures, 'copies AV1 non gardées : trop peu d’économie');
        return 'done';
      }
      if (!(await stillOwned())) return 'done';
      await uploadCopies(storage, prefix, copies, work);
      const published = await inTransaction(async (locked) => {
        const now = await locked.lockById(videoId);
        if (!now || now.status !== 'ready' || h264Only(now.renditions) !== h264Only(video.renditions)) return false;
        for (const [h264, av1] of MASTER_PAIRS) {
          const master = await storage.read(`${prefix}/${h264}`);
          // A master listing a rung without a copy (1080p) has no AV1 counterpart: its viewers keep H.264.
          const text = master && toAv1Master(master.toString('utf8'), copies.rungs);
          if (!text) continue;
          await writeFile(path.join(work, av1), text);
          await storage.putFile(`${prefix}/${av1}`, path.join(work, av1));
        }
        const audio = audioCodecName(PIPELINE_AUDIO_CODEC);
        await locked.setRenditions(videoId, now.renditions.map((r) => {
          const rung = copies.rungs.find((c) => c.id === r.id);
          return rung ? { ...r, av1: storedCopy(rung, audio) } : r;
        }));
        return true;
      });
      if (!published) {
        await Promise.all(copies.rungs.map((r) => storage.removePrefix(`${prefix}/${r.copy}`)));
        return 'changed';
      }
      await events.publish('media.changed', { kind: 'video', id: videoId });
      await events.publish('video.changed', { videoId });
      log.info(figures, 'copies AV1 publiées');
      return 'done';
    } finally {
      await rm(work, { recursive: true, force: true });
      await release();
    }
  }

  return async ({ videoId }: { videoId: string }, context: JobContext) => {
    for (let n = 0; n < MAX_PASSES; n += 1) if ((await pass(videoId, context)) === 'done') return;
  };
}

export const prepareAv1Job = defineJob({
  payload: z.object({ videoId: z.uuid() }),
  options: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 23 * 60 * 60 },
  // One pass at a time per process: it is background work, and each pass keeps both cores busy.
  workers: 1,
  worker: (deps) => ({ handler: prepareAv1Handler(createVideoLifecycleRepository(deps.db), deps) }),
});

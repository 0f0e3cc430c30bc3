import path from 'node:path';
import type { Database } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import type { MediaToolPaths } from '../../media/ffmpeg.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import { createVideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import { createSubtitlePublisher } from './subtitle-publisher.js';
import { createSubtitlesRepository } from './subtitles.repository.js';

interface Deps {
  db: Database;
  storage: MediaStorage;
  tools: MediaToolPaths;
  /** Where local scratch work happens (media storage's own folder: a move, not a copy, on local disk). */
  mediaDir: string;
}

/** Where the subtitles module writes files on their way into media storage. */
export const subtitleScratchOf = (mediaDir: string) => path.join(mediaDir, 'subtitle-scratch');

/**
 * Writes every subtitle track of a video into its HLS folder again, with the master naming them: what preparing a
 * video does after publishing its renditions (a new folder has none of the files; a demo video's tracks were seeded
 * before it was prepared). Under the video's row lock, as an upload is.
 */
export function createSubtitleRepublisher({ db, storage, tools, mediaDir }: Deps) {
  const publisher = createSubtitlePublisher({ storage, tools, scratchDir: subtitleScratchOf(mediaDir) });
  const inTransaction = transactionOf(db, (tx) => ({ videos: createVideoLifecycleRepository(tx), subtitles: createSubtitlesRepository(tx) }));
  return (videoId: string): Promise<void> =>
    inTransaction(async ({ videos, subtitles }) => {
      const video = await videos.lockById(videoId);
      if (!video || video.subtitles.length === 0) return;
      const cues = new Map(await Promise.all(video.subtitles.map(async ({ language }) => [language, await subtitles.cuesOf(videoId, language)] as const)));
      await publisher.publish(video, cues, video.subtitles);
    });
}

import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, type MediaToolPaths } from '../../../media/ffmpeg.js';
import { POSTER_HEIGHT } from '../../../media/thumbnails.js';
import { hlsPrefixOf, type MediaStorage } from '../../../storage/media-storage.js';

/** How often an on-air live's picture is taken again: a card a minute old still shows what is on. */
export const LIVE_PICTURE_EVERY_MS = 60_000;

/** Where a live's latest frame is kept, beside its segments (removed with them once the replay is published). */
export const livePictureKeyOf = (liveId: string) => `${hlsPrefixOf({ kind: 'live', id: liveId })}/picture.jpg`;

interface LivePictureOptions {
  liveId: string;
  storage: MediaStorage;
  tools: MediaToolPaths;
  /** Local folder for the picture on its way into storage. */
  tempDir: string;
  /** The picture is stored: the live's cards may show it. */
  onTaken(): void;
  onWarn(message: string, details?: Record<string, unknown>): void;
}

/**
 * The picture of a live while it is on air: the first frame of its newest segment (a key frame: every segment
 * starts with one), at the catalogue posters' height, taken when the live first publishes and then every
 * {@link LIVE_PICTURE_EVERY_MS}. It reads a segment already stored (any storage), so the live's own ffmpeg is not
 * touched; one small decode a minute. One picture at a time: a slow one is never stacked behind another.
 */
export class LivePicture {
  private lastAt = Number.NEGATIVE_INFINITY;
  private taking: Promise<void> | null = null;

  constructor(private readonly options: LivePictureOptions) {}

  /** Takes a picture from `segmentKey` if the last one is old enough; returns at once (the work goes on behind). */
  offer(segmentKey: string | null): void {
    if (!segmentKey || this.taking || Date.now() - this.lastAt < LIVE_PICTURE_EVERY_MS) return;
    this.lastAt = Date.now();
    this.taking = this.take(segmentKey)
      .then(() => this.options.onTaken())
      .catch((error: unknown) => this.options.onWarn('Image du direct non prise', { error: String(error) }))
      .finally(() => {
        this.taking = null;
      });
  }

  /** Settles once the picture being taken (if any) is stored. */
  settled(): Promise<void> {
    return this.taking ?? Promise.resolve();
  }

  private async take(segmentKey: string): Promise<void> {
    const { storage, tools, tempDir, liveId } = this.options;
    await mkdir(tempDir, { recursive: true });
    const file = join(tempDir, `.${randomUUID()}.jpg`);
    const source = await storage.localCopy(segmentKey);
    try {
      await runFfmpeg(
        ['-i', source.file, '-map', '0:v:0', '-frames:v', '1', '-vf', `scale=-2:'min(${POSTER_HEIGHT},ih)'`, '-q:v', '4', '-update', '1', file],
        { paths: tools },
      );
      await storage.putFile(livePictureKeyOf(liveId), file);
    } finally {
      await source.release();
      await rm(file, { force: true });
    }
  }
}

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadMessages } from '@kora/shared';
import type { VideoRow } from '../../db/schema/index.js';
import { type DemoPattern, generateDemoSource } from '../../media/demo-source.js';
import type { MediaToolPaths } from '../../media/ffmpeg.js';
import { NotMediaError, probe, type ProbeResult } from '../../media/ffprobe.js';
import { DownloadError, type DownloadPolicy, downloadToFile } from '../../net/safe-download.js';
import type { VideoLifecycleRepository } from '../../modules/videos/video-lifecycle.repository.js';
import { type MediaStorage, sourceKeyOf } from '../../storage/media-storage.js';

/** A video that can never be prepared (not a video, a forbidden URL…): it fails at once, without retries. */
export class VideoRejected extends Error {
  override readonly name = 'VideoRejected';
}

const PERMANENT_DOWNLOAD_FAILURES = new Set(['bad_url', 'forbidden_address', 'too_large', 'too_many_redirects']);

export interface SourceDeps {
  storage: MediaStorage;
  tools: MediaToolPaths;
  downloadPolicy: DownloadPolicy;
}

interface LocalSource {
  /** A local file ffmpeg can read. */
  input: string;
  media: ProbeResult;
  /** Removes any local copy made for this run. */
  release: () => Promise<void>;
}

const keep = async () => undefined;

/** Draws a demo pattern once into the scratch folder (it is cheap to draw again on another machine). */
async function demoInput(video: VideoRow, source: Extract<VideoRow['source'], { kind: 'demo' }>, scratch: string, tools: MediaToolPaths, signal: AbortSignal) {
  const input = path.join(scratch, 'demo', `${video.id}.mp4`);
  if (!existsSync(input)) {
    await fs.mkdir(path.dirname(input), { recursive: true });
    const partial = `${input}.${randomBytes(4).toString('hex')}.partial.mp4`;
    const height = source.height ?? 720;
    // 16:9, both even (x264 needs even sizes).
    const width = Math.round((height * 16) / 9 / 2) * 2;
    await generateDemoSource({ outFile: partial, seconds: source.seconds, pattern: source.pattern as DemoPattern, frequencyHz: source.frequencyHz, width, height, paths: tools, signal });
    await fs.rename(partial, input);
  }
  return input;
}

/**
 * Downloads an admin's URL under the address policy and keeps it as the video's original in
 * media storage, so a retry (or a re-encode later) does not fetch it again.
 */
async function downloadOriginal(videos: Pick<VideoLifecycleRepository, 'setStoredSource'>, video: VideoRow, url: string, { storage, downloadPolicy }: SourceDeps, scratch: string): Promise<string> {
  const file = path.join(scratch, `${video.id}.${randomBytes(4).toString('hex')}.download`);
  await fs.mkdir(scratch, { recursive: true });
  try {
    await downloadToFile(url, file, downloadPolicy);
  } catch (err) {
    await fs.rm(file, { force: true });
    if (err instanceof DownloadError && PERMANENT_DOWNLOAD_FAILURES.has(err.reason)) throw new VideoRejected(err.message);
    throw err;
  }
  const key = sourceKeyOf(video.id);
  await storage.putFile(key, file);
  await videos.setStoredSource(video.id, key);
  return key;
}

/**
 * The local file to transcode and what ffprobe finds in it: a demo pattern drawn locally, an
 * original kept in media storage (copied locally when the storage is remote), or a URL
 * downloaded first. Partial files never remain.
 */
export async function resolveSource(video: VideoRow, deps: SourceDeps & { videos: Pick<VideoLifecycleRepository, 'setStoredSource'>; scratchDir: string }, signal: AbortSignal): Promise<LocalSource> {
  const { storage, tools, videos, scratchDir } = deps;
  const source = video.source;
  // A live's replay is published from its segments when the live ends; it is never transcoded.
  if (!source || source.kind === 'live') throw new VideoRejected(uploadMessages.invalidFile);
  let input: string;
  let release: () => Promise<void> = keep;
  if (source.kind === 'demo') {
    input = await demoInput(video, source, scratchDir, tools, signal);
  } else if (source.kind === 'file') {
    input = source.path;
  } else {
    const key = source.kind === 'url' ? await downloadOriginal(videos, video, source.url, deps, scratchDir) : source.key;
    ({ file: input, release } = await storage.localCopy(key));
  }
  try {
    const media = await probe(input, tools, { signal }).catch((err: unknown) => {
      if (err instanceof NotMediaError) throw new VideoRejected(uploadMessages.invalidFile);
      throw err;
    });
    if (!media.hasVideo) throw new VideoRejected(uploadMessages.invalidFile);
    return { input, media, release };
  } catch (err) {
    await release();
    throw err;
  }
}

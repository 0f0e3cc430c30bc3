import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadMessages } from '@kora/shared';
import type { VideoRow } from '../../db/schema/index.js';
import { DEMO_FRAME_RATE, type DemoPattern, demoGraphs } from '../../media/demo-source.js';
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
  /** A local file ffmpeg can read, or the lavfi graph of a demo's picture (`drawn`). */
  input: string;
  media: ProbeResult;
  /** A demo video: ffmpeg draws it, `input` its picture and this its sound (demo-source.ts). */
  drawn?: { sound: string } | undefined;
  /** Removes any local copy made for this run. */
  release: () => Promise<void>;
}

const keep = async () => undefined;

/**
 * A demo video as ffmpeg draws it, and what a probe would find in it: drawn straight into the ladder's encode, it
 * costs no intermediate file (an H.264 encode of the whole picture, then its decode: about a fifth of the demo
 * catalogue's CPU at first start).
 */
function demoSource(source: Extract<VideoRow['source'], { kind: 'demo' }>): Pick<LocalSource, 'input' | 'media' | 'drawn'> {
  const height = source.height ?? 720;
  // 16:9, both even (x264 needs even sizes).
  const width = Math.round((height * 16) / 9 / 2) * 2;
  const { picture, sound } = demoGraphs({ seconds: source.seconds, pattern: source.pattern as DemoPattern, frequencyHz: source.frequencyHz, width, height });
  const media: ProbeResult = {
    durationSeconds: source.seconds,
    videoDurationSeconds: source.seconds,
    width,
    height,
    frameRate: DEMO_FRAME_RATE,
    hasVideo: true,
    hasAudio: true,
    videoCodec: null,
    audioCodec: null,
    formatName: 'lavfi',
  };
  return { input: picture, media, drawn: { sound } };
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
 * The local file to transcode and what ffprobe finds in it: an original kept in media storage (copied locally
 * when the storage is remote), or a URL downloaded first; or the graphs a demo video is drawn from. Partial files
 * never remain.
 */
export async function resolveSource(video: VideoRow, deps: SourceDeps & { videos: Pick<VideoLifecycleRepository, 'setStoredSource'>; scratchDir: string }, signal: AbortSignal): Promise<LocalSource> {
  const { storage, tools, videos, scratchDir } = deps;
  const source = video.source;
  // A live's replay is published from its segments when the live ends; it is never transcoded.
  if (!source || source.kind === 'live') throw new VideoRejected(uploadMessages.invalidFile);
  if (source.kind === 'demo') return { ...demoSource(source), release: keep };
  let input: string;
  let release: () => Promise<void> = keep;
  if (source.kind === 'file') {
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

import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadMessages } from '@kora/shared';
import type { VideoRow } from '../../db/schema/index.js';
import { type DemoPattern, generateDemoSource } from '../../media/demo-source.js';
import type { MediaToolPaths } from '../../media/ffmpeg.js';
import { NotMediaError, probe, type ProbeResult } from '../../media/ffprobe.js';
import { DownloadError, type DownloadPolicy, downloadToFile } from '../../net/safe-download.js';

/** A video that can never be prepared (not a video, a forbidden URL…): it fails at once, without retries. */
export class VideoRejected extends Error {
  override readonly name = 'VideoRejected';
}

const PERMANENT_DOWNLOAD_FAILURES = new Set(['bad_url', 'forbidden_address', 'too_large', 'too_many_redirects']);

export interface SourceDeps {
  mediaDir: string;
  tools: MediaToolPaths;
  downloadPolicy: DownloadPolicy;
}

/**
 * The local file to transcode and what ffprobe finds in it: a demo pattern drawn once, an
 * uploaded file, or a URL downloaded under the address policy. Partial files never remain.
 */
export async function resolveSource(video: VideoRow, { mediaDir, tools, downloadPolicy }: SourceDeps, signal: AbortSignal): Promise<{ input: string; media: ProbeResult }> {
  const source = video.source;
  if (!source) throw new VideoRejected(uploadMessages.invalidFile);
  let input: string;
  if (source.kind === 'demo') {
    input = path.join(mediaDir, 'sources', `${video.id}.mp4`);
    if (!existsSync(input)) {
      await fs.mkdir(path.dirname(input), { recursive: true });
      const partial = `${input}.partial.mp4`;
      await generateDemoSource({ outFile: partial, seconds: source.seconds, pattern: source.pattern as DemoPattern, frequencyHz: source.frequencyHz, paths: tools, signal });
      await fs.rename(partial, input);
    }
  } else if (source.kind === 'url') {
    input = path.join(mediaDir, 'uploads', `${video.id}.download`);
    await fs.mkdir(path.dirname(input), { recursive: true });
    await downloadToFile(source.url, input, downloadPolicy).catch((err: unknown) => {
      if (err instanceof DownloadError && PERMANENT_DOWNLOAD_FAILURES.has(err.reason)) throw new VideoRejected(err.message);
      throw err;
    });
  } else {
    input = source.path;
  }
  const media = await probe(input, tools, { signal }).catch((err: unknown) => {
    if (err instanceof NotMediaError) throw new VideoRejected(uploadMessages.invalidFile);
    throw err;
  });
  if (!media.hasVideo) throw new VideoRejected(uploadMessages.invalidFile);
  return { input, media };
}

import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { runFfmpeg, type MediaToolPaths } from './ffmpeg.js';
import { cappedMasters } from './capped-masters.js';
import type { CmafRenditionId } from './cmaf-ladder.js';
import { SEGMENT_SECONDS } from './hls-arguments.js';
import { formatMasterPlaylist, parseMasterPlaylist, playlistDuration, type MasterVariant, type MediaPlaylist } from './hls-playlist.js';
import type { RenditionId } from './ladder.js';
import { countThumbnailFrames, formatThumbnailsVtt, POSTER_FILE, posterFrame, PREVIEW_DIR, sheetArguments, THUMBNAIL_FRAMES_FILE, thumbnailSize, THUMBNAILS_VTT, type ThumbnailPlan } from './thumbnails.js';

/*
 * What every VOD transcode (MPEG-TS today, CMAF) does around its ffmpeg run: a work directory beside the published
 * one, published by rename; the bit rates its segments really have; the alignment metering relies on; the poster
 * and seek-bar preview from the thumbnails ffmpeg wrote.
 */

/** A rendition as these checks see it: its folder's name, and whether it has a picture. */
export interface OutputRendition {
  id: string;
  kind: 'video' | 'audio';
}

/** One published rendition, with its playlist relative to the master (as the master lists it). */
export interface TranscodedRendition {
  /** A rung of the MPEG-TS ladder (ladder.ts) or of the CMAF one (cmaf-ladder.ts, which adds 1080p). */
  id: RenditionId | CmafRenditionId;
  height: number | null;
  width: number | null;
  /** BANDWIDTH as written: the ladder's figure, or the measured peak segment bit rate when higher. */
  bandwidth: number;
  /** Measured mean bit rate: what a minute of this rendition really costs (for the quality menu's MB/min). */
  averageBandwidth: number;
  playlist: string;
  segmentCount: number;
  /** The audio-only rendition's Opus copy, which the masters do not list (cmaf-ladder.ts, CMAF_OPUS_AUDIO_RENDITION). */
  opus?: RenditionCopy;
}

/** A copy of a rendition in another audio codec: its playlist beside the master, and what it costs. */
export interface RenditionCopy {
  playlist: string;
  bandwidth: number;
  averageBandwidth: number;
}

export interface TranscodeResult {
  /** Absolute path of outDir/master.m3u8. */
  masterPlaylist: string;
  /** Playable seconds (end of the last segment of the first rendition). */
  durationSeconds: number;
  segmentSeconds: number;
  renditions: TranscodedRendition[];
  /**
   * Poster and seek-bar preview, paths relative to outDir; null for a source without video (or
   * when turned off). The VTT's cues name their sheets relative to the VTT itself, so a signed
   * URL prefix carries over. `count` thumbnails (cues), one every `intervalSeconds`.
   */
  thumbnails: TranscodedThumbnails | null;
}

/** The poster and the seek-bar preview written beside the renditions. */
export interface TranscodedThumbnails {
  poster: typeof POSTER_FILE;
  vtt: typeof THUMBNAILS_VTT;
  intervalSeconds: number;
  count: number;
}

/** Audio frames are 1024 samples (21.3 ms at 48 kHz): the audio-only variant may cut that much off the video instants. */
export const AUDIO_ALIGNMENT_TOLERANCE = 0.05;

/** Marks the work directory a transcode writes in, beside the published one. */
export const TEMP_MARK = '.tmp-';
const OLD_MARK = '.old-';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Who made a work directory: pid, host and a token drawn once per process. Containers all run
 * node as pid 1 and may share the media volume, so the pid alone says nothing: a directory of
 * this host is stale when its maker is gone (dead pid, or the pid reused by another process);
 * one of another host, when untouched for a day.
 */
const MAKER = { pid: process.pid, host: hostname().replaceAll('~', '-'), token: randomBytes(4).toString('hex') };
const FOREIGN_STALE_MS = 24 * 60 * 60 * 1000;

async function isStale(full: string, maker: string): Promise<boolean> {
  const [pidText, host, token] = maker.split('~');
  const pid = Number(pidText);
  if (!Number.isInteger(pid)) return false;
  if (host === undefined || host === MAKER.host) {
    if (pid === MAKER.pid) return token !== undefined && token !== MAKER.token;
    return !isAlive(pid);
  }
  const { mtimeMs } = await stat(full).catch(() => ({ mtimeMs: Date.now() }));
  return Date.now() - mtimeMs > FOREIGN_STALE_MS;
}

/** Removes work directories a crashed earlier run left beside outDir. */
export async function removeStaleWorkDirs(parent: string, base: string): Promise<void> {
  const entries = await readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    entries.map(async (entry) => {
      for (const mark of [TEMP_MARK, OLD_MARK]) {
        const prefix = `.${base}${mark}`;
        if (!entry.startsWith(prefix)) continue;
        const full = join(parent, entry);
        if (await isStale(full, entry.slice(prefix.length))) await rm(full, { recursive: true, force: true });
      }
    }),
  );
}

export function siblingName(outDir: string, mark: string): string {
  const { pid, host, token } = MAKER;
  return join(dirname(outDir), `.${basename(outDir)}${mark}${pid}~${host}~${token}~${randomBytes(4).toString('hex')}`);
}

/**
 * Replaces outDir by workDir. Linux cannot swap two directories in one rename, so an existing
 * outDir is first moved aside: readers see the old output or the new one, or (for an instant)
 * none, but never a half-written one.
 */
export async function publish(workDir: string, outDir: string): Promise<void> {
  const old = siblingName(outDir, OLD_MARK);
  const hadOld = await rename(outDir, old).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(workDir, outDir);
  if (hadOld) await rm(old, { recursive: true, force: true });
}

/** Measured bit rates of one rendition: the largest segment's and the whole stream's, bits per second. */
export interface MeasuredBitrate {
  peak: number;
  average: number;
}

/**
 * Measures what the segments really cost. RFC 8216 wants BANDWIDTH to be at least the peak
 * segment bit rate; at 144p the MPEG-TS overhead of the audio alone exceeds the nominal 10 %,
 * and a player that trusts an under-declared BANDWIDTH stalls on exactly the slow links we target.
 */
export async function measureBitrate(workDir: string, id: string, playlist: MediaPlaylist): Promise<MeasuredBitrate> {
  let peak = 0;
  let bytes = 0;
  for (const segment of playlist.segments) {
    const size = (await stat(join(workDir, id, segment.uri))).size;
    bytes += size;
    if (segment.durationSeconds > 0.5) peak = Math.max(peak, (size * 8) / segment.durationSeconds);
  }
  const duration = playlistDuration(playlist);
  return { peak: Math.ceil(peak), average: duration > 0 ? Math.ceil((bytes * 8) / duration) : 0 };
}

/** Checks the invariant watch-time metering relies on: segment N starts at the same second everywhere. */
export function assertAligned(playlists: ReadonlyMap<string, MediaPlaylist>, renditions: readonly OutputRendition[]): void {
  const reference = playlists.get(renditions[0]!.id)!;
  for (const rendition of renditions) {
    const segments = playlists.get(rendition.id)!.segments;
    const tolerance = rendition.kind === 'video' ? 0.001 : AUDIO_ALIGNMENT_TOLERANCE;
    const misaligned =
      segments.length !== reference.segments.length ||
      segments.some((s, i) => Math.abs(s.startSeconds - reference.segments[i]!.startSeconds) > tolerance);
    if (misaligned) throw new Error(`Segments HLS non alignés entre ${renditions[0]!.id} et ${rendition.id}`);
  }
}

/** Size and number of the thumbnails ffmpeg wrote (null when it wrote none). */
async function readThumbnailFrames(file: string) {
  const handle = await open(file).catch(() => null);
  if (!handle) return null;
  try {
    const { size } = await handle.stat();
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return countThumbnailFrames(buffer.subarray(0, bytesRead), size);
  } finally {
    await handle.close();
  }
}

/**
 * Tiles the thumbnails into sheets (a second, small ffmpeg run over them, not the source) and
 * writes the preview's WebVTT: a cue for each thumbnail that exists, in the tiles' real size.
 * Without a poster or any thumbnail (a stream whose frames end before the probe said), the images
 * are removed and the video simply has none.
 */
export async function finishThumbnails(workDir: string, plan: ThumbnailPlan, durationSeconds: number, options: { paths?: MediaToolPaths | undefined; signal?: AbortSignal | undefined }): Promise<TranscodedThumbnails | null> {
  const framesFile = join(workDir, THUMBNAIL_FRAMES_FILE);
  const frames = await readThumbnailFrames(framesFile);
  if (frames && frames.count > 0) await runFfmpeg(sheetArguments(workDir, posterFrame(plan, frames.count)), { paths: options.paths, signal: options.signal });
  await rm(framesFile, { force: true });
  const hasPoster = await stat(join(workDir, POSTER_FILE)).then((s) => s.size > 0, () => false);
  if (!hasPoster || !frames || frames.count === 0) {
    await Promise.all([POSTER_FILE, PREVIEW_DIR].map((name) => rm(join(workDir, name), { recursive: true, force: true })));
    return null;
  }
  const size = thumbnailSize(frames.width, frames.height);
  const vtt = formatThumbnailsVtt({ count: frames.count, ...size, intervalSeconds: plan.intervalSeconds, durationSeconds });
  await writeFile(join(workDir, THUMBNAILS_VTT), vtt.text);
  return { poster: POSTER_FILE, vtt: THUMBNAILS_VTT, intervalSeconds: plan.intervalSeconds, count: vtt.count };
}

/** What a transcode returns once published: `variants[i]` is the master's line of `renditions[i]`. */
export function transcodeResult({ outDir, durationSeconds, renditions, variants, playlists, thumbnails }: {
  outDir: string;
  durationSeconds: number;
  renditions: readonly { id: RenditionId | CmafRenditionId; height: number | null; bandwidth: number }[];
  variants: readonly MasterVariant[];
  playlists: ReadonlyMap<string, MediaPlaylist>;
  thumbnails: TranscodedThumbnails | null;
}): TranscodeResult {
  return {
    masterPlaylist: join(outDir, 'master.m3u8'),
    durationSeconds,
    segmentSeconds: SEGMENT_SECONDS,
    renditions: renditions.map((rendition, i) => ({
      id: rendition.id,
      height: rendition.height,
      width: variants[i]!.resolution?.width ?? null,
      bandwidth: variants[i]!.bandwidth,
      averageBandwidth: variants[i]!.averageBandwidth ?? rendition.bandwidth,
      playlist: variants[i]!.uri,
      segmentCount: playlists.get(rendition.id)!.segments.length,
    })),
    thumbnails,
  };
}

/**
 * Runs `work` in a fresh work directory beside outDir (those crashed runs left are removed first); should it fail,
 * its work directory goes with it.
 */
export async function inWorkDir<T>(outDir: string, work: (workDir: string) => Promise<T>): Promise<T> {
  await mkdir(dirname(outDir), { recursive: true });
  await removeStaleWorkDirs(dirname(outDir), basename(outDir));
  const workDir = siblingName(outDir, TEMP_MARK);
  try {
    await mkdir(workDir);
    return await work(workDir);
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The end of a transcode, once ffmpeg wrote the renditions into workDir: checks segment N starts at the same second
 * everywhere, rewrites the master from ffmpeg's and the measured bit rates (`variantsOf`, one line per rendition, in
 * order) and writes the capped masters beside it (capped-masters.ts), finishes the poster and previews, and publishes workDir as outDir.
 */
export async function finishTranscode({ workDir, outDir, renditions, playlists, variantsOf, thumbnails, options }: {
  workDir: string;
  outDir: string;
  renditions: readonly (OutputRendition & { id: RenditionId | CmafRenditionId; height: number | null; bandwidth: number })[];
  playlists: ReadonlyMap<string, MediaPlaylist>;
  variantsOf: (ffmpegMaster: MasterVariant[], measured: readonly MeasuredBitrate[]) => MasterVariant[];
  thumbnails: ThumbnailPlan | null;
  options: { paths?: MediaToolPaths | undefined; signal?: AbortSignal | undefined; onProgress?: ((fraction: number) => void) | undefined };
}): Promise<TranscodeResult> {
  assertAligned(playlists, renditions);
  const masterPath = join(workDir, 'master.m3u8');
  const measured = await Promise.all(renditions.map((r) => measureBitrate(workDir, r.id, playlists.get(r.id)!)));
  const variants = variantsOf(parseMasterPlaylist(await readFile(masterPath, 'utf8')), measured);
  await writeFile(masterPath, formatMasterPlaylist(variants));
  for (const capped of cappedMasters(renditions, variants)) await writeFile(join(workDir, capped.file), formatMasterPlaylist(capped.variants));
  const durationSeconds = playlistDuration(playlists.get(renditions[0]!.id)!);
  const preview = thumbnails ? await finishThumbnails(workDir, thumbnails, durationSeconds, options) : null;
  options.signal?.throwIfAborted();
  await publish(workDir, outDir);
  options.onProgress?.(1);
  return transcodeResult({ outDir, durationSeconds, renditions, variants, playlists, thumbnails: preview });
}

import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { runFfmpeg, type MediaToolPaths } from './ffmpeg.js';
import { splitFirstSegments } from './first-segment.js';
import { probe, type ProbeResult } from './ffprobe.js';
import { hlsArguments, SEGMENT_SECONDS, type X264Preset } from './hls-arguments.js';
import { formatMasterPlaylist, parseMasterPlaylist, parseMediaPlaylist, playlistDuration, withoutLastSegment, type MasterVariant, type MediaPlaylist } from './hls-playlist.js';
import { isVideoRendition, renditionsFor, scaledWidth, type Rendition, type RenditionId } from './ladder.js';
import {
  countThumbnailFrames,
  formatThumbnailsVtt,
  POSTER_FILE,
  PREVIEW_DIR,
  sheetArguments,
  THUMBNAIL_FRAMES_FILE,
  thumbnailPlan,
  THUMBNAILS_VTT,
  type ThumbnailPlan,
} from './thumbnails.js';

/** Options of {@link transcodeToHls}. */
export interface TranscodeToHlsOptions {
  input: string;
  /** What ffprobe found in `input`, when the caller already asked (else it is probed here). */
  probed?: ProbeResult | undefined;
  /** Published directory: master.m3u8 and one folder per rendition. Replaced whole if it exists. */
  outDir: string;
  /** Defaults to renditionsFor(source height). Video rungs above the source are encoded if asked for; do not. */
  renditions?: readonly Rendition[] | undefined;
  paths?: MediaToolPaths | undefined;
  /**
   * x264 preset, {@link DEFAULT_TRANSCODE_PRESET} ('veryfast') by default (best quality per bit we can afford for uploads). On 2 shared
   * cores the full 720p ladder costs about 0.5 CPU-second per source second with 'veryfast' and 0.3
   * with 'ultrafast'; the demo catalogue uses DEMO_TRANSCODE_PRESET to fit its start-up budget.
   */
  preset?: X264Preset | undefined;
  /**
   * Also write poster.jpg and the seek-bar preview (preview/thumbnails.vtt and its sheets) from the
   * same decoded frames, when the source has video. Default true.
   */
  thumbnails?: boolean | undefined;
  /** Fraction 0..1 of the source encoded; reaches 1 only when the output is published. */
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** One published rendition, with its playlist relative to the master (as the master lists it). */
export interface TranscodedRendition {
  id: RenditionId;
  height: number | null;
  width: number | null;
  /** BANDWIDTH as written: the ladder's figure, or the measured peak segment bit rate when higher. */
  bandwidth: number;
  /** Measured mean bit rate: what a minute of this rendition really costs (for the quality menu's MB/min). */
  averageBandwidth: number;
  playlist: string;
  segmentCount: number;
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

/** Best quality per bit we can afford for uploads; see {@link TranscodeToHlsOptions.preset}. */
export const DEFAULT_TRANSCODE_PRESET: X264Preset = 'veryfast';

/** Audio frames are 1024 samples (21.3 ms at 48 kHz): the audio-only variant may cut that much off the video instants. */
const AUDIO_ALIGNMENT_TOLERANCE = 0.05;
/** Codecs to declare when ffmpeg's master lacks them: upper bounds (level 3.0 baseline, 3.1 main) every target phone decodes. */
const FALLBACK_CODECS = { baseline: 'avc1.42e01e', main: 'avc1.4d401f', audio: 'mp4a.40.2' } as const;

const TEMP_MARK = '.tmp-';
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
async function removeStaleWorkDirs(parent: string, base: string): Promise<void> {
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

function siblingName(outDir: string, mark: string): string {
  const { pid, host, token } = MAKER;
  return join(dirname(outDir), `.${basename(outDir)}${mark}${pid}~${host}~${token}~${randomBytes(4).toString('hex')}`);
}

/**
 * Replaces outDir by workDir. Linux cannot swap two directories in one rename, so an existing
 * outDir is first moved aside: readers see the old output or the new one, or (for an instant)
 * none, but never a half-written one.
 */
async function publish(workDir: string, outDir: string): Promise<void> {
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

/**
 * Reads every rendition's playlist. The audio-only one can end with an extra segment of a single
 * AAC frame (21 ms: the encoder's delay pushes it past the last video instant); it is dropped so
 * that segment N means the same seconds in every variant.
 */
async function readPlaylists(workDir: string, renditions: readonly Rendition[]): Promise<Map<RenditionId, MediaPlaylist>> {
  const playlists = new Map<RenditionId, MediaPlaylist>();
  for (const rendition of renditions) {
    const file = join(workDir, rendition.id, 'index.m3u8');
    let text = await readFile(file, 'utf8');
    let playlist = parseMediaPlaylist(text);
    const reference = playlists.get(renditions[0]!.id);
    const last = playlist.segments.at(-1);
    if (!isVideoRendition(rendition) && reference && last && playlist.segments.length === reference.segments.length + 1 && last.durationSeconds < AUDIO_ALIGNMENT_TOLERANCE) {
      text = withoutLastSegment(text);
      playlist = parseMediaPlaylist(text);
      await writeFile(file, text);
      await rm(join(workDir, rendition.id, last.uri), { force: true });
    }
    playlists.set(rendition.id, playlist);
  }
  return playlists;
}

/** Measured bit rates of one rendition: the largest segment's and the whole stream's, bits per second. */
interface MeasuredBitrate {
  peak: number;
  average: number;
}

/**
 * Measures what the segments really cost. RFC 8216 wants BANDWIDTH to be at least the peak
 * segment bit rate; at 144p the MPEG-TS overhead of the audio alone exceeds the nominal 10 %,
 * and a player that trusts an under-declared BANDWIDTH stalls on exactly the slow links we target.
 */
async function measureBitrate(workDir: string, id: RenditionId, playlist: MediaPlaylist): Promise<MeasuredBitrate> {
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
function assertAligned(playlists: ReadonlyMap<RenditionId, MediaPlaylist>, renditions: readonly Rendition[]): void {
  const reference = playlists.get(renditions[0]!.id)!;
  for (const rendition of renditions) {
    const segments = playlists.get(rendition.id)!.segments;
    const tolerance = isVideoRendition(rendition) ? 0.001 : AUDIO_ALIGNMENT_TOLERANCE;
    const misaligned =
      segments.length !== reference.segments.length ||
      segments.some((s, i) => Math.abs(s.startSeconds - reference.segments[i]!.startSeconds) > tolerance);
    if (misaligned) throw new Error(`Segments HLS non alignés entre ${renditions[0]!.id} et ${rendition.id}`);
  }
}

/**
 * Rewrites ffmpeg's master playlist into a stable one: our rung order (lowest first, audio last),
 * BANDWIDTH = the larger of the ladder's figure and the measured peak, AVERAGE-BANDWIDTH measured,
 * RESOLUTION for every video variant and CODECS for all, computed where ffmpeg 5.1 leaves one out.
 */
function masterVariants(
  ffmpegMaster: MasterVariant[],
  renditions: readonly Rendition[],
  measured: readonly MeasuredBitrate[],
  size: { width: number | null; height: number | null },
): MasterVariant[] {
  return renditions.map((rendition, i) => {
    const uri = `${rendition.id}/index.m3u8`;
    const bits = { bandwidth: Math.max(rendition.bandwidth, measured[i]!.peak), averageBandwidth: measured[i]!.average };
    if (!isVideoRendition(rendition)) return { uri, ...bits, codecs: FALLBACK_CODECS.audio };
    const written = ffmpegMaster.find((v) => v.uri === uri);
    const width = size.width && size.height ? scaledWidth(size.width, size.height, rendition.height) : rendition.width;
    const codecs = written?.codecs?.includes('avc1') ? written.codecs : `${FALLBACK_CODECS[rendition.profile]},${FALLBACK_CODECS.audio}`;
    return { uri, ...bits, resolution: written?.resolution ?? { width, height: rendition.height }, codecs };
  });
}

/** The single ffmpeg run of a transcode: its arguments and what they write. */
export interface HlsRun {
  renditions: readonly Rendition[];
  thumbnails: ThumbnailPlan | null;
  /** ffmpeg's arguments after runFfmpeg's common flags. */
  args: string[];
}

/**
 * Plans the one ffmpeg run for a probed source and creates the folders it writes into under
 * workDir (which must exist). transcodeToHls runs exactly this; exported so the bench can run
 * the same arguments bare and compare.
 */
export async function prepareHlsRun(
  input: string,
  source: ProbeResult,
  workDir: string,
  options: Pick<TranscodeToHlsOptions, 'renditions' | 'preset' | 'thumbnails'> = {},
): Promise<HlsRun> {
  const { preset = DEFAULT_TRANSCODE_PRESET } = options;
  const renditions = options.renditions ?? renditionsFor(source.height);
  if (renditions.length === 0) throw new Error('Aucun rendu demandé');
  const thumbnails = (options.thumbnails ?? true) && source.hasVideo ? thumbnailPlan(source.videoDurationSeconds ?? source.durationSeconds) : null;
  const folders = [...renditions.map((r) => r.id), ...(thumbnails ? [PREVIEW_DIR] : [])];
  await Promise.all(folders.map((folder) => mkdir(join(workDir, folder))));
  const args = hlsArguments({ source: { ...source, input }, renditions, workDir, preset, thumbnails });
  return { renditions, thumbnails, args };
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
async function finishThumbnails(workDir: string, plan: ThumbnailPlan, durationSeconds: number, options: TranscodeToHlsOptions): Promise<TranscodedThumbnails | null> {
  const framesFile = join(workDir, THUMBNAIL_FRAMES_FILE);
  const frames = await readThumbnailFrames(framesFile);
  const hasPoster = await stat(join(workDir, POSTER_FILE)).then((s) => s.size > 0, () => false);
  if (hasPoster && frames && frames.count > 0) await runFfmpeg(sheetArguments(workDir), { paths: options.paths, signal: options.signal });
  await rm(framesFile, { force: true });
  if (!hasPoster || !frames || frames.count === 0) {
    await Promise.all([POSTER_FILE, PREVIEW_DIR].map((name) => rm(join(workDir, name), { recursive: true, force: true })));
    return null;
  }
  const vtt = formatThumbnailsVtt({ ...frames, intervalSeconds: plan.intervalSeconds, durationSeconds });
  await writeFile(join(workDir, THUMBNAILS_VTT), vtt.text);
  return { poster: POSTER_FILE, vtt: THUMBNAILS_VTT, intervalSeconds: plan.intervalSeconds, count: vtt.count };
}

/**
 * Transcodes a source into adaptive HLS (H.264/AAC, MPEG-TS, {@link SEGMENT_SECONDS}-second
 * aligned segments, the first cut in two: first-segment.ts) with ONE ffmpeg run for all renditions, the poster and the seek-bar preview,
 * in a temporary sibling directory published by rename: a crash or abort never leaves a
 * half-written outDir, and a re-run (a retried job) replaces the previous output. Rejects with
 * the signal's reason on abort.
 */
export async function transcodeToHls(options: TranscodeToHlsOptions): Promise<TranscodeResult> {
  const { input, paths, onProgress, signal } = options;
  const outDir = resolve(options.outDir);
  const source = options.probed ?? (await probe(input, paths, { signal }));
  if (options.renditions?.length === 0) throw new Error('Aucun rendu demandé');

  await mkdir(dirname(outDir), { recursive: true });
  await removeStaleWorkDirs(dirname(outDir), basename(outDir));
  const workDir = siblingName(outDir, TEMP_MARK);
  try {
    await mkdir(workDir);
    const { renditions, thumbnails, args } = await prepareHlsRun(input, source, workDir, options);
    await runFfmpeg(args, {
      paths,
      signal,
      onProgress: (seconds) => onProgress?.(Math.min(0.99, seconds / source.durationSeconds)),
    });

    await splitFirstSegments(workDir, renditions, { paths, signal });
    const playlists = await readPlaylists(workDir, renditions);
    assertAligned(playlists, renditions);
    const masterPath = join(workDir, 'master.m3u8');
    const ffmpegMaster = parseMasterPlaylist(await readFile(masterPath, 'utf8'));
    const measured = await Promise.all(renditions.map((r) => measureBitrate(workDir, r.id, playlists.get(r.id)!)));
    const variants = masterVariants(ffmpegMaster, renditions, measured, source);
    await writeFile(masterPath, formatMasterPlaylist(variants));
    const durationSeconds = playlistDuration(playlists.get(renditions[0]!.id)!);
    const preview = thumbnails ? await finishThumbnails(workDir, thumbnails, durationSeconds, options) : null;
    signal?.throwIfAborted();
    await publish(workDir, outDir);
    onProgress?.(1);

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
      thumbnails: preview,
    };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

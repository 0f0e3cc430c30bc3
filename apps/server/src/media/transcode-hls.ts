import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runFfmpeg, type MediaToolPaths } from './ffmpeg.js';
import { splitFirstSegments } from './first-segment.js';
import { probe, type ProbeResult } from './ffprobe.js';
import { hlsArguments, type X264Preset } from './hls-arguments.js';
import { parseMediaPlaylist, withoutLastSegment, type MasterVariant, type MediaPlaylist } from './hls-playlist.js';
import { isVideoRendition, renditionsFor, scaledWidth, type Rendition, type RenditionId } from './ladder.js';
import { PREVIEW_DIR, thumbnailPlan, type ThumbnailPlan } from './thumbnails.js';
import { AUDIO_ALIGNMENT_TOLERANCE, finishTranscode, inWorkDir, type MeasuredBitrate, type TranscodeResult } from './transcode-output.js';

export type { TranscodedRendition, TranscodedThumbnails, TranscodeResult } from './transcode-output.js';

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

/** Best quality per bit we can afford for uploads; see {@link TranscodeToHlsOptions.preset}. */
export const DEFAULT_TRANSCODE_PRESET: X264Preset = 'veryfast';

/** Codecs to declare when ffmpeg's master lacks them: upper bounds (level 3.0 baseline, 3.1 main) every target phone decodes. */
const FALLBACK_CODECS = { baseline: 'avc1.42e01e', main: 'avc1.4d401f', audio: 'mp4a.40.2' } as const;

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

/**
 * Transcodes a source into adaptive HLS (H.264/AAC, MPEG-TS, 4-second (SEGMENT_SECONDS)
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

  return inWorkDir(outDir, async (workDir) => {
    const { renditions, thumbnails, args } = await prepareHlsRun(input, source, workDir, options);
    await runFfmpeg(args, { paths, signal, onProgress: (seconds) => onProgress?.(Math.min(0.99, seconds / source.durationSeconds)) });
    await splitFirstSegments(workDir, renditions, { paths, signal });
    const playlists = await readPlaylists(workDir, renditions);
    const variantsOf = (ffmpegMaster: MasterVariant[], measured: readonly MeasuredBitrate[]) => masterVariants(ffmpegMaster, renditions, measured, source);
    return finishTranscode({ workDir, outDir, renditions, playlists, variantsOf, thumbnails, options });
  });
}

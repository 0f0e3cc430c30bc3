/**
 * The AV1 copy of a video's middle rungs: what SVT-AV1 (libsvtav1) writes beside the H.264 CMAF renditions, and
 * how. Measured on the bench corpus (bench/cases/encode-av1.ts), AV1 holds the picture of the H.264 rung (SSIM
 * against the source) for 40–70 % of its bits, but only at a CRF chosen per title and rung (13 for a textured
 * talking head, 57 for fast action), and at 1–2 CPU-seconds per source second for each rung: too slow to prepare
 * beside the H.264 ladder within a video's first-start budget, so it is a second pass over a video already playable.
 *
 * The segments must start where the H.264 ones do (0, 2, 4, 8, 12… s: watch time is metered per segment, and a
 * player switching codec expects the same cuts). Debian's ffmpeg 5.1 ignores forced key frames with libsvtav1 and
 * places them only every `-g` frames, so the picture is encoded in pieces: [0, 2), [2, 4) and [4, end) with a key
 * frame every 4 s, whose AV1 streams are put end to end (same sequence header) by the concat demuxer. A key frame
 * every 2 s instead would cost 5–8 % more bytes at 720p for the same SSIM (docs/performance.md).
 */
import type { CmafVideoRenditionId } from './cmaf-ladder.js';
import { FIRST_SEGMENT_SECONDS } from './first-segment.js';
import { outputFrameRate, SEGMENT_SECONDS } from './hls-arguments.js';

/**
 * The tallest rung copied in AV1. At 1080p, SVT-AV1 at this preset holds x264's picture only at 0.9–1.8 times its bytes
 * on the bench corpus (x264's 3 Mb/s cap is generous there) and costs the most CPU; the viewers served 1080p (their
 * plan, the uploader, admins) keep the H.264 master (served-renditions.ts asks for a copy of every rung served).
 */
export const AV1_MAX_HEIGHT = 720;
/** SVT-AV1's preset: 10 makes 720p at about 2 CPU-seconds per source second on the bench host; 8 is twice that. */
export const AV1_PRESET = 10;
/** The CRFs the search bisects between: the lowest holds every corpus clip's picture, the highest none. */
export const AV1_CRF_RANGE = { low: 10, high: 60 } as const;
/** An AV1 copy is kept only where it spends at most this share of the H.264 rendition's bytes (a still slide: x264 wins). */
export const AV1_KEEP_AT_MOST = 0.9;
/** The folder of a rung's AV1 copy, beside the H.264 one: `720p-av1`. */
export const av1RenditionId = (rung: CmafVideoRenditionId) => `${rung}-av1` as const;
export type Av1RenditionId = ReturnType<typeof av1RenditionId>;

/** A span of the picture, seconds from its start; `seconds` null runs to the end. */
export interface Span {
  start: number;
  seconds: number | null;
}

/** The pieces an AV1 rung is encoded in, so its key frames fall on the segment grid: [0, 2), [2, 4), [4, end). */
export function gridPieces(endSeconds: number): Span[] {
  const pieces: Span[] = [];
  for (const start of [0, FIRST_SEGMENT_SECONDS, 2 * FIRST_SEGMENT_SECONDS]) {
    if (start > 0 && start >= endSeconds) break;
    const last = start === 2 * FIRST_SEGMENT_SECONDS || endSeconds <= start + FIRST_SEGMENT_SECONDS;
    pieces.push({ start, seconds: last ? null : FIRST_SEGMENT_SECONDS });
    if (last) break;
  }
  return pieces;
}

/** Seconds of each excerpt the CRF is searched on, and how many: 12 s of picture whatever the video's length. */
const EXCERPT_SECONDS = SEGMENT_SECONDS;
const EXCERPT_COUNT = 3;

/**
 * Where the CRF search looks: the whole picture when it is short, else up to {@link EXCERPT_COUNT} excerpts around a
 * sixth, the half and five sixths of it, each exactly one of the 4 s segments (from 4 s on): the H.264 reference is
 * then that segment's file as it is (ffmpeg 5.1 cannot seek in fMP4 HLS), and a halved frame rate keeps the same
 * frames as the full encode (segments start on even seconds).
 */
export function excerptSpans(endSeconds: number): Span[] {
  if (endSeconds <= EXCERPT_COUNT * EXCERPT_SECONDS * 1.5) return [{ start: 0, seconds: null }];
  const last = Math.floor((endSeconds - EXCERPT_SECONDS) / SEGMENT_SECONDS) * SEGMENT_SECONDS;
  const starts = [1 / 6, 1 / 2, 5 / 6].map((at) => Math.min(last, Math.max(SEGMENT_SECONDS, Math.floor((at * endSeconds - EXCERPT_SECONDS / 2) / SEGMENT_SECONDS) * SEGMENT_SECONDS)));
  return [...new Set(starts)].map((start) => ({ start, seconds: EXCERPT_SECONDS }));
}

/** The input options that read one span of a file: seeking is frame-exact when ffmpeg decodes. */
export function spanInput(file: string, span: Span): string[] {
  return [...(span.start > 0 ? ['-ss', String(span.start)] : []), ...(span.seconds !== null ? ['-t', String(span.seconds)] : []), '-i', file];
}

/** The picture of the H.264 ladder at a rung, as its filter graph makes it: 4:2:0, every other frame above 30 fps, scaled. */
export function rungPictureFilter(height: number, sourceFrameRate: number | null): string {
  return `format=yuv420p${outputFrameRate(sourceFrameRate).halve ? ',framestep=2' : ''},scale=-2:${height}`;
}

/** What {@link av1EncodeArguments} needs. */
export interface Av1EncodeInput {
  /** Input options and file (see {@link spanInput}). */
  input: string[];
  /** The picture filter; none when the input is already the rung's picture (an excerpt reel). */
  filter: string | null;
  /** Frames per second of the rung's picture: sizes the key-frame interval. */
  fps: number;
  crf: number;
  out: string;
  preset?: number | undefined;
  /** Seconds of picture to write (a piece of the grid; the last one ends where the H.264 ladder ends). */
  outputSeconds?: number | undefined;
}

/** One SVT-AV1 run into an IVF file: constant quality, a key frame every {@link SEGMENT_SECONDS}, no audio. */
export function av1EncodeArguments({ input, filter, fps, crf, out, preset = AV1_PRESET, outputSeconds }: Av1EncodeInput): string[] {
  return [
    ...input,
    '-map', '0:v:0', '-an', '-sn', '-dn', '-map_metadata', '-1',
    ...(filter ? ['-vf', filter] : []),
    ...(outputSeconds !== undefined ? ['-t', outputSeconds.toFixed(3)] : []),
    '-c:v', 'libsvtav1', '-preset', String(preset), '-crf', String(crf),
    '-g', String(Math.max(1, Math.round(fps * SEGMENT_SECONDS))),
    '-f', 'ivf', out,
  ];
}

/** A concat demuxer list of `files`, in order (the paths quoted as the demuxer reads them). */
export function concatList(files: readonly string[]): string {
  return files.map((file) => `file '${file.replaceAll("'", "'\\''")}'\n`).join('');
}

/**
 * The AV1 rendition's packaging: the pieces end to end (`list`, a concat list) with the H.264 rung's own audio
 * (copied, so both variants carry the same sound for the same bytes), into fMP4 HLS cut as the H.264 one is
 * (hls_time {@link FIRST_SEGMENT_SECONDS}: a cut at the first key frame past each multiple, so 2 + 2 + 4 + 4… s).
 */
export function av1PackageArguments({ list, audioPlaylist, dir }: { list: string; audioPlaylist: string; dir: string }): string[] {
  return [
    '-f', 'concat', '-safe', '0', '-i', list,
    '-i', audioPlaylist,
    '-map', '0:v:0', '-map', '1:a:0', '-c', 'copy', '-map_metadata', '-1',
    '-f', 'hls',
    '-hls_time', String(FIRST_SEGMENT_SECONDS),
    '-hls_playlist_type', 'vod',
    '-hls_flags', 'independent_segments',
    '-hls_segment_type', 'fmp4',
    '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', `${dir}/seg_%05d.m4s`,
    `${dir}/index.m3u8`,
  ];
}

/**
 * The CODECS of an AV1 variant (AV1 codec ISO media format binding, "av01.P.LLT.DD"): Main profile, the level
 * the stream declares (seq_level_idx, as ffprobe reads it), Main tier, 8 bits; then the audio's, as the H.264
 * variant of the rung names it (its sound is copied).
 */
export function av1Codecs(level: number, audioCodecs: string): string {
  return `av01.0.${String(level).padStart(2, '0')}M.08,${audioCodecs}`;
}

import { isVideoRendition, type Rendition, type VideoRendition } from './ladder.js';
import { audioAndStreamMapArguments, rungRateArguments } from './hls-arguments.js';

/**
 * Seconds per live HLS segment. Shorter than the VOD's 4 s: the delay a viewer sees is about
 * three segments, and the sliding window stays short. Every rendition cuts at these multiples.
 */
export const LIVE_SEGMENT_SECONDS = 2;

/** x264 presets a live can afford: it must encode faster than real time, every rung at once. */
export const LIVE_X264_PRESETS = ['ultrafast', 'superfast', 'veryfast'] as const;
export type LiveX264Preset = (typeof LIVE_X264_PRESETS)[number];

/** Above this frame rate the ladder encodes half the frames (as the VOD transcoder does). */
const MAX_FRAME_RATE = 30;
/** Frame rate assumed when the source does not say; only sizes the GOP (forced key frames cut the segments). */
const DEFAULT_FRAME_RATE = 30;
/** How long ffmpeg waits on a silent RTMP connection before giving up (microseconds): a dead publisher must end the run. */
const RTMP_READ_TIMEOUT_US = 10_000_000;

/**
 * Where the live's picture comes from: played back from our own RTMP server (what an encoder
 * published), or the browser's MediaRecorder chunks written to ffmpeg's stdin as WebM.
 */
export type LiveInput = { kind: 'rtmp'; url: string } | { kind: 'webm-pipe' };

/** What is known of the source before ffmpeg starts (from the RTMP session or the WebM header). */
export interface LiveSource {
  videoCodec: 'h264' | 'vp8' | 'vp9' | 'other' | null;
  width: number | null;
  height: number | null;
  frameRate: number | null;
  hasAudio: boolean;
  /** RFC 6381 codec of the source's video (`avc1.42c01f`), when known: what a copied top rung declares. */
  videoCodecString?: string | null | undefined;
}

export interface LiveHlsArgumentsInput {
  input: LiveInput;
  source: LiveSource;
  /** Lowest first, audio-only last (renditionsFor). */
  renditions: readonly Rendition[];
  /** Local directory ffmpeg writes into: `<workDir>/<rendition>/index.m3u8` and `seg_<n>.ts`. */
  workDir: string;
  preset: LiveX264Preset;
  /** Pass the source's H.264 through as the top rung when it is exactly that rung's height (see {@link copiesTopRung}). */
  copyTopRung?: boolean | undefined;
}

/** Entries ffmpeg keeps in its own playlists: the publisher reads them every half second, so a minute is plenty. */
export const LIVE_FFMPEG_LIST_SIZE = 30;

/**
 * Whether the top rung is the source's own H.264, copied: only when asked, the source is H.264
 * and its height is the top rung's (never a scale in disguise). Its key frames are the encoder's,
 * so its segments cut where the encoder put key frames: aligned with the other rungs only when
 * the encoder's key frame interval divides {@link LIVE_SEGMENT_SECONDS} (OBS set to 2 s does).
 */
export function copiesTopRung(input: Pick<LiveHlsArgumentsInput, 'source' | 'renditions' | 'copyTopRung'>): boolean {
  const video = input.renditions.filter(isVideoRendition);
  const top = video.at(-1);
  return Boolean(input.copyTopRung && top && input.source.videoCodec === 'h264' && input.source.height === top.height);
}

function inputArguments(input: LiveInput): string[] {
  if (input.kind === 'rtmp') return ['-rw_timeout', String(RTMP_READ_TIMEOUT_US), '-i', input.url];
  // MediaRecorder's WebM has no duration and no cues; the stream is read as it arrives.
  return ['-thread_queue_size', '1024', '-f', 'webm', '-i', 'pipe:0'];
}

/** convert once, maybe drop every other frame, split, scale each encoded rung. */
function videoFilter(encoded: readonly { rung: VideoRendition; label: string }[], halve: boolean): string {
  const head = `[0:v:0]format=yuv420p${halve ? ',framestep=2' : ''}`;
  if (encoded.length === 1) return `${head},scale=-2:${encoded[0]!.rung.height}${encoded[0]!.label}`;
  const splits = encoded.map((_, i) => `[s${i}]`).join('');
  return [`${head},split=${encoded.length}${splits}`, ...encoded.map((e, i) => `[s${i}]scale=-2:${e.rung.height}${e.label}`)].join(';');
}

/**
 * The one ffmpeg run of a live: decode once, split, scale and encode every rung with x264
 * (zerolatency: no B-frames, no look-ahead), key frames forced every {@link LIVE_SEGMENT_SECONDS}
 * on the clock so every variant cuts at the same instants, AAC for every variant, and an HLS
 * output per rendition into `workDir` that keeps every segment (no delete_segments: the replay is
 * made of them). Playlists carry PROGRAM-DATE-TIME; ffmpeg's own master is not written, the
 * publisher writes the one players see. Returns the arguments after ffmpegCommand's common flags.
 */
export function liveHlsArguments(options: LiveHlsArgumentsInput): string[] {
  const { input, source, renditions, workDir, preset } = options;
  const video = renditions.filter(isVideoRendition);
  if (renditions.length === 0) throw new Error('Aucun rendu demandé');
  if (video.length > 0 && source.videoCodec === null) throw new Error('Rendus vidéo demandés pour une source sans vidéo');
  if (source.videoCodec === null && !source.hasAudio) throw new Error('Source sans vidéo ni audio');

  const copyTop = copiesTopRung(options);
  const fps = source.frameRate && source.frameRate > 0 ? source.frameRate : DEFAULT_FRAME_RATE;
  const halve = fps > MAX_FRAME_RATE;
  const gop = Math.max(1, Math.round((halve ? fps / 2 : fps) * LIVE_SEGMENT_SECONDS));

  const args = inputArguments(input);
  let audioInput = '0:a:0';
  if (!source.hasAudio) {
    // Silence for every variant: all of them then have the same codecs, and -shortest ends it with the picture.
    args.push('-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000');
    audioInput = '1:a:0';
  }

  const encoded = video.map((rung, i) => ({ rung, label: `[v${i}]`, copy: copyTop && i === video.length - 1 })).filter((e) => !e.copy);
  if (encoded.length > 0) args.push('-filter_complex', videoFilter(encoded, halve));
  video.forEach((_, i) => args.push('-map', copyTop && i === video.length - 1 ? '0:v:0' : `[v${i}]`));
  renditions.forEach(() => args.push('-map', audioInput));
  // Frames keep their own timestamps: the HLS muxer would otherwise make the output constant-rate at the
  // rate ffmpeg guesses, duplicating frames of a variable-rate browser stream (MediaRecorder's WebM can claim 1000 fps).
  args.push('-map_metadata', '-1', '-sn', '-dn', '-fps_mode', 'passthrough');
  if (!source.hasAudio) args.push('-shortest');

  video.forEach((rung, i) => {
    if (copyTop && i === video.length - 1) {
      args.push(`-c:v:${i}`, 'copy');
      return;
    }
    args.push(
      `-c:v:${i}`, 'libx264',
      `-preset:v:${i}`, preset,
      `-tune:v:${i}`, 'zerolatency',
      `-profile:v:${i}`, rung.profile,
      `-g:v:${i}`, String(gop),
      `-sc_threshold:v:${i}`, '0',
      `-force_key_frames:v:${i}`, `expr:gte(t,n_forced*${LIVE_SEGMENT_SECONDS})`,
      ...rungRateArguments(rung, i),
    );
  });
  const { audio, streamMap } = audioAndStreamMapArguments(renditions);
  args.push(...audio);
  args.push(
    '-max_muxing_queue_size', '1024',
    '-f', 'hls',
    '-hls_time', String(LIVE_SEGMENT_SECONDS),
    '-hls_list_size', String(LIVE_FFMPEG_LIST_SIZE),
    '-hls_flags', 'independent_segments+program_date_time+temp_file',
    '-hls_segment_type', 'mpegts',
    '-hls_segment_filename', `${workDir}/%v/seg_%d.ts`,
    '-var_stream_map', streamMap,
    `${workDir}/%v/index.m3u8`,
  );
  return args;
}

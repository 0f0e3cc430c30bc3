import { stat } from 'node:fs/promises';
import { MediaToolError, mediaTools, runTool, type MediaToolPaths } from './ffmpeg.js';

/** What the media layer needs to know about a source before choosing a ladder. */
export interface ProbeResult {
  durationSeconds: number;
  /** Length of the video stream alone; the ladder is cut to it so audio running longer adds no video-less segments. */
  videoDurationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** Frames per second of the first video stream (null without video or when ffprobe cannot tell). */
  frameRate: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  videoCodec: string | null;
  audioCodec: string | null;
  formatName: string;
}

/** Why a file was refused: absent, unreadable as media, or media without a duration (a still image). */
export type NotMediaReason = 'not_found' | 'not_media' | 'no_duration';

/**
 * The file is not a video or audio file ffmpeg can read. Typed so a job can mark the video
 * failed for good (retrying will not help) while other errors stay retryable.
 */
export class NotMediaError extends Error {
  override readonly name = 'NotMediaError';
  constructor(
    readonly file: string,
    readonly reason: NotMediaReason,
    readonly detail = '',
  ) {
    super(
      reason === 'not_found'
        ? `Fichier introuvable : ${file}`
        : reason === 'no_duration'
          ? `Ce fichier n'a pas de durée lisible (image fixe ?) : ${file}`
          : `Ce fichier n'est pas une vidéo ou un son lisible : ${file}`,
    );
  }
}

interface RawStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  /** Matroska/WebM put stream lengths here, as "HH:MM:SS.fraction". */
  tags?: { DURATION?: string };
}
interface RawProbe {
  streams?: RawStream[];
  format?: { format_name?: string; duration?: string };
}

/** Formats ffmpeg opens that are not audio or video for us: text shown as ANSI art, single images. */
const NON_MEDIA_FORMATS = /^(tty|image2|[a-z0-9]+_pipe)$/;

/** "25/1" → 25; "0/0" or garbage → null. */
function parseRate(rate: string | undefined): number | null {
  const [num, den] = (rate ?? '').split('/').map(Number);
  if (num === undefined || den === undefined || !Number.isFinite(num) || !Number.isFinite(den) || num <= 0 || den <= 0) return null;
  return num / den;
}

/** "00:01:02.500000000" → 62.5; anything else → null. */
function clockSeconds(value: string | undefined): number | null {
  const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value ?? '');
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
}

function positive(value: string | number | undefined): number | null {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Turns ffprobe's JSON into {@link ProbeResult}; throws {@link NotMediaError} when it is not playable media. */
export function interpretProbe(file: string, raw: RawProbe): ProbeResult {
  const streams = raw.streams ?? [];
  const formatName = raw.format?.format_name ?? '';
  // Cover art in an MP3/M4A is a "video" stream of one picture: not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if ((!video && !audio) || NON_MEDIA_FORMATS.test(formatName)) throw new NotMediaError(file, 'not_media', formatName);
  const durationSeconds = positive(raw.format?.duration) ?? positive(video?.duration) ?? positive(audio?.duration);
  if (durationSeconds === null) throw new NotMediaError(file, 'no_duration', formatName);
  return {
    durationSeconds,
    videoDurationSeconds: video ? (positive(video.duration) ?? clockSeconds(video.tags?.DURATION)) : null,
    width: positive(video?.width),
    height: positive(video?.height),
    frameRate: parseRate(video?.avg_frame_rate) ?? parseRate(video?.r_frame_rate),
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    formatName,
  };
}

/**
 * Reads a source's duration, size and streams with ffprobe. Throws {@link NotMediaError}
 * for a missing file or one that is not audio/video, and MediaToolError for other failures.
 */
export async function probe(file: string, paths: MediaToolPaths = {}, options: { signal?: AbortSignal } = {}): Promise<ProbeResult> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new NotMediaError(file, 'not_found');
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  let stdout: string;
  try {
    ({ stdout } = await runTool(mediaTools(paths).ffprobe, 'FFPROBE_PATH', args, { signal: options.signal, lowPriority: false }));
  } catch (error) {
    // ffprobe exits 1 with "Invalid data found when processing input" (or a demuxer complaint) for non-media.
    if (error instanceof MediaToolError && error.exitCode === 1) throw new NotMediaError(file, 'not_media', error.stderrTail);
    throw error;
  }
  return interpretProbe(file, JSON.parse(stdout) as RawProbe);
}

/**
 * The earliest presentation time, in seconds, of a media file's streams (an HLS segment's first timestamp: MPEG-TS
 * starts its clock at 1.4 s, a live's recording wherever the encoder was). Subtitles name it in X-TIMESTAMP-MAP so
 * their cue times stay the video's own. 0 when ffprobe reports none.
 */
export async function firstPresentationSeconds(file: string, paths: MediaToolPaths = {}): Promise<number> {
  const args = ['-v', 'error', '-show_entries', 'stream=start_time', '-of', 'json', file];
  const { stdout } = await runTool(mediaTools(paths).ffprobe, 'FFPROBE_PATH', args, { lowPriority: false });
  const streams = (JSON.parse(stdout) as { streams?: Array<{ start_time?: string }> }).streams ?? [];
  const starts = streams.map((s) => Number(s.start_time)).filter((n) => Number.isFinite(n) && n >= 0);
  return starts.length > 0 ? Math.min(...starts) : 0;
}

/**
 * Subtitles as an HLS rendition: a WebVTT media playlist whose segments follow the video's timeline, so players
 * (Safari's native HLS, hls.js) fetch only the cues near the playhead and keep them in sync with the video.
 */
import { formatWebVtt, type SubtitleCue } from './subtitle-file.js';

export interface SubtitleSegment {
  name: string;
  text: string;
}

export interface SegmentedSubtitles {
  playlist: string;
  segments: SubtitleSegment[];
}

interface SegmentOptions {
  durationSeconds: number;
  /** The video's first presentation timestamp, in 90 kHz units. */
  mpegTs: number;
  /** Segment files are `${baseName}-${i}.vtt`, next to the playlist. */
  baseName: string;
  segmentSeconds?: number;
}

/** As long as the video's own HLS segments at most: short enough to load fast, few enough files. */
const DEFAULT_SEGMENT_SECONDS = 30;
/** MPEG-TS timestamps are 33-bit counters. */
const MPEG_TS_WRAP = 2 ** 33;
/** A bare file name: the playlist lists segments relative to itself, and a line break would forge playlist lines. */
const BARE_NAME = /^[^/\\\s]+$/;

/** Programmer errors, not upload errors: the caller passes probed numbers and its own names. */
function checkOptions(options: SegmentOptions, segmentSeconds: number): void {
  if (!(Number.isFinite(options.durationSeconds) && options.durationSeconds > 0)) throw new RangeError('durationSeconds must be positive');
  if (!(Number.isFinite(segmentSeconds) && segmentSeconds > 0)) throw new RangeError('segmentSeconds must be positive');
  if (!(Number.isInteger(options.mpegTs) && options.mpegTs >= 0 && options.mpegTs < MPEG_TS_WRAP)) throw new RangeError('mpegTs must be a 33-bit integer');
  if (!BARE_NAME.test(options.baseName)) throw new RangeError('baseName must be a bare file name');
}

/**
 * For each segment, the cues that overlap it. Times are whole milliseconds so that the segments tile the video
 * exactly. The last segment also takes cues that start after the video's end (readSubtitleFile allows 0.5 s of slack):
 * no cue of the file is lost.
 */
function cuesBySegment(cues: readonly SubtitleCue[], count: number, segmentMs: number): SubtitleCue[][] {
  const buckets: SubtitleCue[][] = Array.from({ length: count }, () => []);
  const last = count - 1;
  for (const cue of cues) {
    const first = Math.min(Math.floor(cue.startMs / segmentMs), last);
    const final = Math.min(Math.floor(Math.max(cue.endMs - 1, cue.startMs) / segmentMs), last);
    for (let index = first; index <= final; index += 1) buckets[index]?.push(cue);
  }
  return buckets;
}

function playlistOf(names: readonly string[], durationsMs: readonly number[]): string {
  const targetDuration = Math.ceil(Math.max(...durationsMs) / 1000);
  const entries = names.flatMap((name, index) => [`#EXTINF:${((durationsMs[index] ?? 0) / 1000).toFixed(3)},`, name]);
  const head = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${targetDuration}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  return `${[...head, ...entries, '#EXT-X-ENDLIST'].join('\n')}\n`;
}

/**
 * An HLS WebVTT media playlist (RFC 8216 §3.5, §4.3.3) and its segments for a video of durationSeconds, cut every
 * segmentSeconds (default 30): segment i covers [i*s, (i+1)*s) and holds every cue that overlaps it (a cue crossing a
 * boundary is in both: players drop the duplicate). Every segment (even an empty one) starts with
 * "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:<mpegTs>,LOCAL:00:00:00.000" so cue times are the video's own times when the
 * video's first presentation timestamp is mpegTs (90 kHz units). Segment names are `${baseName}-${i}.vtt`; the playlist
 * lists them by bare name, with #EXTM3U, #EXT-X-VERSION:3, #EXT-X-TARGETDURATION (ceil of the longest segment),
 * #EXT-X-MEDIA-SEQUENCE:0, #EXT-X-PLAYLIST-TYPE:VOD, one #EXTINF:<seconds with 3 decimals>, per segment (the last one is
 * shorter: up to durationSeconds) and #EXT-X-ENDLIST.
 *
 * Empty segments are written too: the playlist must span the whole video, or players would end the subtitle track
 * (or stall waiting for it) before the video ends.
 */
export function segmentSubtitles(cues: readonly SubtitleCue[], options: SegmentOptions): SegmentedSubtitles {
  const segmentSeconds = options.segmentSeconds ?? DEFAULT_SEGMENT_SECONDS;
  checkOptions(options, segmentSeconds);
  const durationMs = Math.max(1, Math.round(options.durationSeconds * 1000));
  const segmentMs = Math.max(1, Math.round(segmentSeconds * 1000));
  const count = Math.ceil(durationMs / segmentMs);
  const header = `X-TIMESTAMP-MAP=MPEGTS:${options.mpegTs},LOCAL:00:00:00.000`;
  const segments = cuesBySegment(cues, count, segmentMs).map((segmentCues, index) => ({
    name: `${options.baseName}-${index}.vtt`,
    text: formatWebVtt(segmentCues, header),
  }));
  const durationsMs = segments.map((_, index) => Math.min(segmentMs, durationMs - index * segmentMs));
  const names = segments.map((segment) => segment.name);
  return { playlist: playlistOf(names, durationsMs), segments };
}

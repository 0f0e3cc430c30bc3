/**
 * The playlists of a live: reading what ffmpeg writes in its work directory, and writing the
 * ones players see (a sliding window while on air, the whole list for the replay). Pure text.
 */

/** A segment ffmpeg finished, as its playlist lists it. `index` counts from ffmpeg's first segment of the run. */
export interface FfmpegSegmentEntry {
  index: number;
  uri: string;
  durationSeconds: number;
  programDateTime: string | null;
}

export interface FfmpegLivePlaylist {
  entries: FfmpegSegmentEntry[];
  /** ffmpeg wrote #EXT-X-ENDLIST: the run is over and nothing more will come. */
  ended: boolean;
}

/**
 * Reads one of ffmpeg's own live playlists (a window of its latest segments). Lenient: an
 * unknown tag is skipped, a malformed number drops that entry, a missing header gives no entries.
 */
export function parseFfmpegLivePlaylist(text: string): FfmpegLivePlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') return { entries: [], ended: false };
  let sequence = 0;
  let duration: number | null = null;
  let programDateTime: string | null = null;
  let ended = false;
  let position = 0;
  const entries: FfmpegSegmentEntry[] = [];
  for (const line of lines) {
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) {
      const n = Number(line.slice('#EXT-X-MEDIA-SEQUENCE:'.length));
      if (Number.isInteger(n) && n >= 0) sequence = n;
    } else if (line.startsWith('#EXTINF:')) {
      const d = Number(line.slice('#EXTINF:'.length).split(',')[0]);
      duration = Number.isFinite(d) && d >= 0 ? d : null;
    } else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      programDateTime = line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length);
    } else if (line === '#EXT-X-ENDLIST') {
      ended = true;
    } else if (line !== '' && !line.startsWith('#')) {
      if (duration !== null) entries.push({ index: sequence + position, uri: line, durationSeconds: duration, programDateTime });
      position += 1;
      duration = null;
      programDateTime = null;
    }
  }
  return { entries, ended };
}

/** A published segment of a live, in one rendition. `sequence` is global: it continues across encoder reconnects. */
export interface LiveSegment {
  sequence: number;
  durationSeconds: number;
  /** ISO 8601 wall-clock time of the segment's first frame, when known. */
  programDateTime: string | null;
  /** The first segment after an encoder reconnect: timestamps and maybe codec parameters start over. */
  discontinuity: boolean;
}

/** Segments a live playlist shows: about 12 s, three target durations plus room for a player that starts late. */
export const LIVE_WINDOW_SEGMENTS = 6;

/** File name of a published segment (relative to its rendition's folder). */
export function liveSegmentName(sequence: number): string {
  return `seg_${String(sequence).padStart(5, '0')}.ts`;
}

/**
 * EXT-X-TARGETDURATION: every EXTINF rounded to the nearest integer must be at most this
 * (RFC 8216 §4.3.3.1). `floor` keeps it from shrinking while a live runs.
 */
export function targetDurationOf(segments: readonly LiveSegment[], floor: number): number {
  return segments.reduce((max, s) => Math.max(max, Math.round(s.durationSeconds)), Math.max(1, Math.ceil(floor)));
}

function segmentLines(segment: LiveSegment, withDateTime: boolean): string[] {
  const out: string[] = [];
  if (segment.discontinuity) out.push('#EXT-X-DISCONTINUITY');
  if (withDateTime && segment.programDateTime) out.push(`#EXT-X-PROGRAM-DATE-TIME:${segment.programDateTime}`);
  out.push(`#EXTINF:${segment.durationSeconds.toFixed(6)},`, liveSegmentName(segment.sequence));
  return out;
}

export interface LivePlaylistInput {
  /** Every segment of the rendition so far, oldest first. */
  segments: readonly LiveSegment[];
  targetDuration: number;
  /** The live is over: #EXT-X-ENDLIST, and players stop reloading. */
  ended: boolean;
  windowSize?: number | undefined;
}

/**
 * The sliding-window playlist of one rendition while the live is on: the latest segments,
 * MEDIA-SEQUENCE the first one's sequence, DISCONTINUITY-SEQUENCE the reconnects that slid out
 * of the window (RFC 8216 §6.2.2: a player must be able to number discontinuities), each
 * segment dated (PROGRAM-DATE-TIME) for players that align variants or show the wall clock.
 */
export function formatLivePlaylist({ segments, targetDuration, ended, windowSize = LIVE_WINDOW_SEGMENTS }: LivePlaylistInput): string {
  const start = Math.max(0, segments.length - windowSize);
  const window = segments.slice(start);
  const discontinuitiesBefore = segments.slice(0, start).filter((s) => s.discontinuity).length;
  const out = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${window[0]?.sequence ?? 0}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitiesBefore}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  window.forEach((segment) => out.push(...segmentLines(segment, true)));
  if (ended) out.push('#EXT-X-ENDLIST');
  return `${out.join('\n')}\n`;
}

/** The whole recording of one rendition as a VOD playlist (the replay): every segment, reconnects kept as discontinuities. */
export function formatReplayPlaylist(segments: readonly LiveSegment[], targetDuration: number): string {
  const out = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${targetDuration}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-INDEPENDENT-SEGMENTS'];
  segments.forEach((segment, i) => out.push(...segmentLines({ ...segment, discontinuity: segment.discontinuity && i > 0 }, false)));
  out.push('#EXT-X-ENDLIST');
  return `${out.join('\n')}\n`;
}

/** Seconds of a list of segments (sum of EXTINF, summed in microseconds so long lives do not drift). */
export function segmentsDuration(segments: readonly Pick<LiveSegment, 'durationSeconds'>[]): number {
  return segments.reduce((micros, s) => micros + Math.round(s.durationSeconds * 1e6), 0) / 1e6;
}

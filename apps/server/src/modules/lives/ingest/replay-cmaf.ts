import { mkdir, open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, type MediaToolPaths } from '../../../media/ffmpeg.js';
import { LIVE_SEGMENT_SECONDS } from '../../../media/live-hls-arguments.js';
import { parseMediaPlaylist, type MediaSegment } from '../../../media/hls-playlist.js';
import { liveSegmentName, type LiveSegment } from '../../../media/live-playlist.js';
import type { MediaStorage } from '../../../storage/media-storage.js';
import type { RecordedRendition } from './segment-publisher.js';

/** How far a fragment's length may differ from the live segment it stands for: about two audio frames. */
const TOLERANCE_SECONDS = 0.05;

/** One rendition of a replay in CMAF, written in a local folder, ready to be stored under the video's. */
export interface ReplayCmafRendition {
  /** The local folder: init segments and fragments, named as the playlist names them. */
  dir: string;
  /** The files to store, relative to `dir` (media only). */
  files: string[];
  /** The VOD playlist (EXT-X-MAP per encoder connection, discontinuities between them). */
  playlist: string;
  /** Bytes of its files over its duration, in bits per second. */
  averageBandwidth: number;
}

/** A rendition's recorded segments split into the runs of one encoder connection each (a discontinuity starts the next). */
export function runsOf<T extends Pick<LiveSegment, 'discontinuity'>>(segments: readonly T[]): T[][] {
  const runs: T[][] = [];
  segments.forEach((segment, i) => {
    if (i === 0 || segment.discontinuity) runs.push([]);
    runs.at(-1)!.push(segment);
  });
  return runs;
}

/** Whether the fragments cut one for one where the live's segments were: same count, each within the tolerance. */
const matches = (live: readonly LiveSegment[], remuxed: readonly MediaSegment[]) =>
  remuxed.length === live.length && remuxed.every((s, i) => Math.abs(s.durationSeconds - live[i]!.durationSeconds) <= TOLERANCE_SECONDS);

/** The replay's VOD playlist over its runs: each run's init segment, then its fragments. */
function formatCmafReplayPlaylist(runs: ReadonlyArray<{ init: string; segments: readonly MediaSegment[] }>): string {
  const target = Math.max(1, ...runs.flatMap((run) => run.segments.map((s) => Math.round(s.durationSeconds))));
  const out = ['#EXTM3U', '#EXT-X-VERSION:7', `#EXT-X-TARGETDURATION:${target}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-INDEPENDENT-SEGMENTS'];
  runs.forEach((run, k) => {
    if (k > 0) out.push('#EXT-X-DISCONTINUITY');
    out.push(`#EXT-X-MAP:URI="${run.init}"`);
    for (const segment of run.segments) out.push(`#EXTINF:${segment.durationSeconds.toFixed(6)},`, segment.uri);
  });
  out.push('#EXT-X-ENDLIST');
  return `${out.join('\n')}\n`;
}

/**
 * A live rendition's recording re-muxed into CMAF without a new encode: each encoder connection's MPEG-TS segments,
 * joined (MPEG-TS concatenates, its timestamps run on), are cut again by ffmpeg's HLS muxer into fMP4 fragments
 * after one init segment per connection, at the live's own instants (the same rule: at the key frame at or after
 * each {@link LIVE_SEGMENT_SECONDS}). Null when the fragments do not fall one for one on the live's segments
 * (metering counts by segment, and the replay's segment N must be the same seconds in every rendition): the
 * caller then keeps the MPEG-TS segments as they are.
 */
export async function remuxReplayRendition({ storage, tools, livePrefix, rendition, workDir }: {
  storage: Pick<MediaStorage, 'localCopy'>;
  tools: MediaToolPaths;
  livePrefix: string;
  rendition: RecordedRendition;
  workDir: string;
}): Promise<ReplayCmafRendition | null> {
  const id = rendition.stored.id;
  const dir = join(workDir, 'cmaf', id);
  await mkdir(dir, { recursive: true });
  const runs: Array<{ init: string; segments: MediaSegment[] }> = [];
  for (const [k, live] of runsOf(rendition.segments).entries()) {
    const joined = join(workDir, 'cmaf', `${id}-${k}.ts`);
    // One segment at a time into one file (a live of an hour is 1 800 of them, a few hundred kilobytes each).
    const out = await open(joined, 'w');
    try {
      for (const segment of live) {
        const local = await storage.localCopy(`${livePrefix}/${id}/${liveSegmentName(segment.sequence)}`);
        try {
          await out.write(await readFile(local.file));
        } finally {
          await local.release();
        }
      }
    } finally {
      await out.close();
    }
    const init = `init_${k}.mp4`;
    await runFfmpeg([
      // MPEG-TS carries AAC in ADTS frames; MP4 wants the raw frames and their config.
      '-i', joined, '-map', '0', '-c', 'copy', '-bsf:a', 'aac_adtstoasc',
      '-f', 'hls', '-hls_time', String(LIVE_SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
      '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', init, '-hls_segment_filename', join(dir, `r${k}_%05d.m4s`),
      join(dir, `run${k}.m3u8`),
    ], { paths: tools });
    const { segments } = parseMediaPlaylist(await readFile(join(dir, `run${k}.m3u8`), 'utf8'));
    if (!matches(live, segments)) return null;
    runs.push({ init, segments });
  }
  const files = runs.flatMap((run) => [run.init, ...run.segments.map((s) => s.uri)]);
  const bytes = (await Promise.all(files.map((file) => stat(join(dir, file)).then((s) => s.size)))).reduce((a, b) => a + b, 0);
  const seconds = runs.reduce((sum, run) => sum + run.segments.reduce((s, segment) => s + segment.durationSeconds, 0), 0);
  return { dir, files, playlist: formatCmafReplayPlaylist(runs), averageBandwidth: seconds > 0 ? Math.ceil((bytes * 8) / seconds) : 0 };
}

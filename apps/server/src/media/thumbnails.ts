/**
 * Poster and seek-bar preview thumbnails, drawn from the frames the HLS ladder already decodes
 * (a second decode of the source would cost as much again on 2 cores). Pure: filter branches,
 * ffmpeg arguments and the WebVTT text; transcode-output.ts does the file work.
 */

/** Height of the poster, whatever the source (the catalogue cards show it at up to 360 px). */
export const POSTER_HEIGHT = 360;
/** The poster is taken at this share of the video's length… */
const POSTER_AT_SHARE = 0.1;
/** …but no later than this: long videos often open on a title card, rarely on five seconds of black. */
const POSTER_AT_MAX_SECONDS = 5;
/** Width of one preview thumbnail; the height follows the aspect (even, as the scaler rounds it). */
export const THUMBNAIL_WIDTH = 160;
/** Thumbnails per sheet side: sheets of 10×10, so a sheet is one request for 100 positions of the seek bar. */
export const SHEET_COLUMNS = 10;
export const SHEET_ROWS = 10;
/** At least this many seconds between thumbnails: finer than a seek bar can show on a phone. */
const MIN_INTERVAL_SECONDS = 2;
/** At most about this many thumbnails per video (two sheets): longer videos space them further apart. */
const MAX_THUMBNAILS = 200;

/** Names inside the output folder; the VTT's cues point at the sheets relative to itself. */
export const POSTER_FILE = 'poster.jpg';
export const PREVIEW_DIR = 'preview';
export const THUMBNAILS_VTT = `${PREVIEW_DIR}/thumbnails.vtt`;
/** The thumbnails one after the other, uncompressed (YUV4MPEG: its header says their size); tiled, then removed. */
export const THUMBNAIL_FRAMES_FILE = 'thumbnails.y4m';

/** When the poster is taken and how often a thumbnail is. */
export interface ThumbnailPlan {
  posterAtSeconds: number;
  intervalSeconds: number;
}

/**
 * Plans the poster and the preview for a video of `videoSeconds`. The poster is taken at 10 %
 * of the length, at most 5 s in (always inside the video, so even a 1 s clip has one). Thumbnails
 * come every max(2, ⌈length / 200⌉) seconds: every 2 s up to 6 min 40 s, then spaced so a video
 * never has more than about 200 (two sheets; 18 s apart for an hour).
 */
export function thumbnailPlan(videoSeconds: number): ThumbnailPlan {
  const length = Number.isFinite(videoSeconds) && videoSeconds > 0 ? videoSeconds : 0;
  return {
    posterAtSeconds: Math.round(Math.min(length * POSTER_AT_SHARE, POSTER_AT_MAX_SECONDS) * 1000) / 1000,
    intervalSeconds: Math.max(MIN_INTERVAL_SECONDS, Math.ceil(length / MAX_THUMBNAILS)),
  };
}

/** Filter graph label of the frames the poster and the preview are drawn from. */
const THUMBNAILS_LABEL = '[thumbnails]';

/**
 * The filter chain fed by the split of the decoded video (the caller prepends its input label): one frame every
 * interval from t = 0 (rounded up: the latest frame not after each instant), at the poster's size and in full range
 * (what JPEG is). The poster and the preview's sheets are made from them afterwards ({@link sheetArguments}).
 *
 * Why no poster output of its own in the ladder's run, and no tiling there: ffmpeg 5.1 chooses what to read next
 * from the output furthest behind, so an output that stops early (a poster's one or two frames) starved every audio
 * stream read from a second input (the prepared tracks, the silence of a source without sound): they lost all but
 * their first frames. And it prints no progress until every output has written its header, which an image output
 * does with its first image: a sheet is complete only after 100 thumbnails (200 s of video).
 */
export function thumbnailChains(plan: ThumbnailPlan): Array<{ chain: string; label: string }> {
  return [{ chain: `fps=fps=1/${plan.intervalSeconds}:start_time=0:round=up,scale=-2:${POSTER_HEIGHT}:out_range=full`, label: THUMBNAILS_LABEL }];
}

/** The frame the poster is: the thumbnail nearest {@link ThumbnailPlan.posterAtSeconds}, among `count`. */
export function posterFrame(plan: ThumbnailPlan, count: number): number {
  return Math.max(0, Math.min(count - 1, Math.round(plan.posterAtSeconds / plan.intervalSeconds)));
}

/**
 * Size of a preview thumbnail cut from a frame of `width`×`height`: {@link THUMBNAIL_WIDTH} wide, the height
 * ffmpeg's `scale=W:-2` gives (the aspect kept, rounded to the nearest even number).
 */
export function thumbnailSize(width: number, height: number): { width: number; height: number } {
  return { width: THUMBNAIL_WIDTH, height: Math.max(2, Math.round((THUMBNAIL_WIDTH * height) / (width * 2)) * 2) };
}

/**
 * JPEG output options. ffmpeg 5.1 offers mjpeg only the deprecated yuvj* formats unless strictness
 * is relaxed, and converting to those makes the scaler warn for every frame (filling the stderr tail
 * kept for errors). The frames are tagged full range, so the files are plain JFIF. Passthrough:
 * one image per frame, never a duplicate to keep a constant rate.
 */
function jpegOutput(quality: number): string[] {
  return ['-c:v', 'mjpeg', '-fps_mode', 'passthrough', '-strict', 'unofficial', '-pix_fmt', 'yuv420p', '-q:v', String(quality), '-f', 'image2'];
}

/** The output to place after the HLS output: the thumbnails' frames, uncompressed, for {@link sheetArguments}. */
export function thumbnailOutputs(workDir: string): string[] {
  return ['-map', THUMBNAILS_LABEL, '-fps_mode', 'passthrough', '-f', 'yuv4mpegpipe', `${workDir}/${THUMBNAIL_FRAMES_FILE}`];
}

/**
 * The second, small ffmpeg run: reads only the thumbnails' frames, writes the poster (frame `poster`, quality 3: a
 * 640×360 poster around 20–40 KB) and the sheets, each frame scaled to {@link thumbnailSize} and tiled 10×10 per
 * sheet (the last sheet may be partly blank) into preview/sheet_001.jpg, sheet_002.jpg… Sheets are only glimpsed
 * while seeking: quality 5 keeps a full one near 100–150 KB.
 */
export function sheetArguments(workDir: string, poster: number): string[] {
  return [
    '-f', 'yuv4mpegpipe', '-i', `${workDir}/${THUMBNAIL_FRAMES_FILE}`,
    '-filter_complex', `[0:v]split=2[p][s];[p]select='eq(n,${poster})'[poster];[s]scale=${THUMBNAIL_WIDTH}:-2,tile=${SHEET_COLUMNS}x${SHEET_ROWS}[sheets]`,
    '-map', '[poster]', ...jpegOutput(3), '-frames:v', '1', `${workDir}/${POSTER_FILE}`,
    '-map', '[sheets]', ...jpegOutput(5), `${workDir}/${PREVIEW_DIR}/sheet_%03d.jpg`,
  ];
}

/** Size of the thumbnails and how many the YUV4MPEG file holds. */
export interface ThumbnailFrames {
  width: number;
  height: number;
  count: number;
}

/**
 * Reads a YUV4MPEG file's size from its header line ("YUV4MPEG2 W160 H90 … C420…") and counts its
 * frames from the file's length (each is "FRAME\n" and a 4:2:0 picture). Null when unreadable.
 */
export function countThumbnailFrames(head: Buffer, fileBytes: number): ThumbnailFrames | null {
  const end = head.indexOf(0x0a);
  const header = head.subarray(0, end).toString('latin1');
  const width = Number(/ W(\d+)/.exec(header)?.[1]);
  const height = Number(/ H(\d+)/.exec(header)?.[1]);
  if (end < 0 || !header.startsWith('YUV4MPEG2 ') || !/ C420/.test(header) || !(width > 0 && height > 0)) return null;
  const frameBytes = 'FRAME\n'.length + width * height + 2 * Math.ceil(width / 2) * Math.ceil(height / 2);
  return { width, height, count: Math.floor((fileBytes - end - 1) / frameBytes) };
}

/** Sheet file name of the n-th sheet (1-based), as ffmpeg's image2 pattern writes it. */
export function sheetName(sheet: number): string {
  return `sheet_${String(sheet).padStart(3, '0')}.jpg`;
}

/** "00:01:02.500" for 62.5 seconds (WebVTT timestamps always carry hours here, for a fixed width). */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** What the WebVTT writer needs: how many thumbnails exist, how far apart, their size, the playable length. */
export interface ThumbnailsVttInput {
  count: number;
  intervalSeconds: number;
  width: number;
  height: number;
  durationSeconds: number;
}

/**
 * The seek-bar preview track: one cue per thumbnail that exists and starts before the end (the
 * first always), each until the next, the last ending at the playable duration. Cue text is the
 * sheet URL relative to the VTT, with the tile's `#xywh` fragment. Returns the text and the number of cues.
 */
export function formatThumbnailsVtt({ count, intervalSeconds, width, height, durationSeconds }: ThumbnailsVttInput): { text: string; count: number } {
  const perSheet = SHEET_COLUMNS * SHEET_ROWS;
  const cueCount = Math.min(count, Math.max(1, Math.ceil(durationSeconds / intervalSeconds)));
  const cues = Array.from({ length: cueCount }, (_, i) => {
    const start = i * intervalSeconds;
    const end = i + 1 < cueCount ? start + intervalSeconds : Math.max(durationSeconds, start);
    const tile = i % perSheet;
    const x = (tile % SHEET_COLUMNS) * width;
    const y = Math.floor(tile / SHEET_COLUMNS) * height;
    return `${vttTimestamp(start)} --> ${vttTimestamp(end)}\n${sheetName(Math.floor(i / perSheet) + 1)}#xywh=${x},${y},${width},${height}\n`;
  });
  return { text: ['WEBVTT\n', ...cues].join('\n'), count: cues.length };
}

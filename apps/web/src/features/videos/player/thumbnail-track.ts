/** The part of a sprite sheet that shows one moment, in the sheet's pixels. */
export interface SpriteRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One seek preview: from `start` to `end` (seconds), this image (or this part of it). */
export interface ThumbnailCue {
  start: number;
  end: number;
  /** Absolute URL of the image, without its fragment. */
  url: string;
  /** The `#xywh=` part; null when the cue shows the whole image. */
  region: SpriteRegion | null;
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;
const XYWH = /^xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)$/;

/** Seconds of a WebVTT timestamp: `hh:mm:ss.ttt` or `mm:ss.ttt`. */
function seconds(timestamp: string): number {
  const parts = timestamp.replace(',', '.').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

function regionOf(fragment: string): SpriteRegion | null {
  const match = XYWH.exec(fragment);
  if (!match) return null;
  const [x, y, width, height] = match.slice(1).map(Number) as [number, number, number, number];
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/**
 * The cues of a WebVTT file of seek previews: each cue's text is an image URL relative to the file
 * (`baseUrl`, absolute), usually a sprite sheet with a `#xywh=x,y,w,h` fragment. Identifiers, cue
 * settings, NOTE and STYLE blocks are skipped, as is any cue without a usable timing or URL. Sorted by start.
 */
export function parseThumbnailVtt(text: string, baseUrl: string): ThumbnailCue[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '')) return [];
  const cues: ThumbnailCue[] = [];
  for (let i = 1; i < lines.length; i++) {
    const timing = TIMING.exec(lines[i] ?? '');
    if (!timing) continue;
    const payload = lines[i + 1]?.trim();
    if (!payload) continue;
    i++;
    const start = seconds(timing[1] ?? '');
    const end = seconds(timing[2] ?? '');
    if (!(end > start)) continue;
    let url: URL;
    try {
      url = new URL(payload, baseUrl);
    } catch {
      continue;
    }
    const region = regionOf(url.hash.slice(1));
    url.hash = '';
    cues.push({ start, end, url: url.href, region });
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** The preview at `time`: the last cue begun by then (so a gap shows the previous one), or the first. */
export function thumbnailAt(cues: readonly ThumbnailCue[], time: number): ThumbnailCue | null {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((cues[middle]?.start ?? Infinity) <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return cues[Math.max(0, found)] ?? null;
}

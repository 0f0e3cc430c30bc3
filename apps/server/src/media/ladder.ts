/**
 * The HLS ladder. It starts at 144p because most viewers are on cheap Android phones over
 * slow, metered mobile data: a player that starts on the first variant of the master
 * playlist (hls.js does) shows a picture within a second or two on 2G/3G and climbs from there.
 */

export const VIDEO_RENDITION_IDS = ['144p', '240p', '360p', '480p', '720p'] as const;
export type VideoRenditionId = (typeof VIDEO_RENDITION_IDS)[number];
export type RenditionId = VideoRenditionId | 'audio';

/** Share of the bit rate a MPEG-TS segment adds on top of the elementary streams (headers, PES, PAT/PMT). */
export const CONTAINER_OVERHEAD = 0.1;

/** One video rung. Bit rates are bits per second. */
export interface VideoRendition {
  kind: 'video';
  id: VideoRenditionId;
  /** Nominal 16:9 width; a source of another shape keeps its aspect (scale=-2:height), see {@link scaledWidth}. */
  width: number;
  height: number;
  videoBitrate: number;
  audioBitrate: number;
  /** Peak the player should budget: (video + audio) plus {@link CONTAINER_OVERHEAD}; what BANDWIDTH says. */
  bandwidth: number;
  /** Baseline for the smallest rungs: the cheapest decode for the oldest phones, which are the ones that pick them. */
  profile: 'baseline' | 'main';
}

/** The audio-only variant: for "audio only" listening, and for the very worst connections. */
export interface AudioRendition {
  kind: 'audio';
  id: 'audio';
  width: null;
  height: null;
  videoBitrate: 0;
  audioBitrate: number;
  bandwidth: number;
}

export type Rendition = VideoRendition | AudioRendition;

function withOverhead(bitsPerSecond: number): number {
  return Math.round(bitsPerSecond * (1 + CONTAINER_OVERHEAD));
}

function rung(id: VideoRenditionId, width: number, height: number, videoKbps: number, audioKbps: number): VideoRendition {
  const videoBitrate = videoKbps * 1000;
  const audioBitrate = audioKbps * 1000;
  return {
    kind: 'video',
    id,
    width,
    height,
    videoBitrate,
    audioBitrate,
    bandwidth: withOverhead(videoBitrate + audioBitrate),
    profile: height <= 240 ? 'baseline' : 'main',
  };
}

/** Every video rung, lowest first (the order of the master playlist). Audio is 48 kbps below 360p, where each kilobit counts. */
export const VIDEO_LADDER: readonly VideoRendition[] = Object.freeze([
  rung('144p', 256, 144, 120, 48),
  rung('240p', 426, 240, 250, 48),
  rung('360p', 640, 360, 500, 64),
  rung('480p', 854, 480, 900, 64),
  rung('720p', 1280, 720, 1800, 64),
]);

/** AAC-LC 64 kbps stereo, the same audio the 360p+ rungs carry. */
export const AUDIO_RENDITION: AudioRendition = Object.freeze({
  kind: 'audio',
  id: 'audio',
  width: null,
  height: null,
  videoBitrate: 0,
  audioBitrate: 64_000,
  bandwidth: withOverhead(64_000),
});

/**
 * The renditions worth encoding for a source: every rung not taller than the source (never
 * upscale: it costs bits and shows nothing more), at least 144p when there is video, and
 * always the audio-only variant last. `null` (no video stream) gives the audio variant alone.
 */
export function renditionsFor(sourceHeight: number | null): Rendition[] {
  if (sourceHeight === null || !(sourceHeight > 0)) return [AUDIO_RENDITION];
  const fitting = VIDEO_LADDER.filter((r) => r.height <= sourceHeight);
  const video = fitting.length > 0 ? fitting : VIDEO_LADDER.slice(0, 1);
  return [...video, AUDIO_RENDITION];
}

/**
 * Width ffmpeg's `scale=-2:height` gives a source of `sourceWidth`×`sourceHeight`: aspect kept,
 * rounded to an even number (H.264 4:2:0 needs even sizes). Used when the real size must be known ahead.
 */
export function scaledWidth(sourceWidth: number, sourceHeight: number, height: number): number {
  return Math.max(2, Math.round((sourceWidth * height) / sourceHeight / 2) * 2);
}

/** Type guard that keeps `renditions.filter(isVideoRendition)` typed. */
export function isVideoRendition(rendition: Rendition): rendition is VideoRendition {
  return rendition.kind === 'video';
}

/** The picture sizes a creator may send, with the video bit rate each needs (kbit/s), best first. */
export const BROADCAST_RUNGS = [
  { height: 720, videoKbps: 2500 },
  { height: 480, videoKbps: 1200 },
  { height: 360, videoKbps: 750 },
  { height: 240, videoKbps: 400 },
  { height: 144, videoKbps: 200 },
] as const;
export type BroadcastRung = (typeof BROADCAST_RUNGS)[number];

/** Share of the measured upload a live may use: the rest absorbs the ups and downs of a mobile link. */
export const UPLOAD_HEADROOM = 0.7;
/** The sound's share (Opus), always sent. */
export const AUDIO_KBPS = 64;

interface Limits {
  /** The server's cap on the picture height (ingest.maxVideoHeight). */
  maxVideoHeight?: number;
  /** The server's cap on the bit rate (ingest.maxBitrateKbps), video and audio together. */
  maxBitrateKbps?: number;
}

/**
 * The best picture a measured upload speed carries steadily: the highest rung whose bit rate, with
 * the sound, fits in 70 % of the upload and within the server's caps. Null when even 144p does not
 * fit (the connection is too slow to go live).
 */
export function recommendQuality(uploadKbps: number, { maxVideoHeight = 720, maxBitrateKbps = Infinity }: Limits = {}): BroadcastRung | null {
  if (!(uploadKbps > 0)) return null;
  const budget = Math.min(uploadKbps * UPLOAD_HEADROOM, maxBitrateKbps) - AUDIO_KBPS;
  return BROADCAST_RUNGS.find((rung) => rung.height <= maxVideoHeight && rung.videoKbps <= budget) ?? null;
}

/** The video bit rate to ask of the encoder for a height, within the server's cap (bits per second). */
export function videoBitsPerSecondFor(height: number, maxBitrateKbps = Infinity): number {
  const rung = BROADCAST_RUNGS.find((item) => item.height <= height) ?? BROADCAST_RUNGS[BROADCAST_RUNGS.length - 1];
  return Math.round(Math.min(rung?.videoKbps ?? 200, Math.max(100, maxBitrateKbps - AUDIO_KBPS)) * 1000);
}

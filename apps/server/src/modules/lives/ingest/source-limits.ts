/** Tallest source accepted; the ladder itself stops at maxHeight. */
export const MAX_SOURCE_HEIGHT = 1080;
/** Input bit rate is judged on the mean of this many one-second samples (key frames make single seconds spiky). */
export const BITRATE_SAMPLES = 5;

/**
 * Why a publish must be cut, or null: a picture taller than {@link MAX_SOURCE_HEIGHT}, or a
 * mean input rate over the last {@link BITRATE_SAMPLES} seconds above maxBitrateKbps (judged
 * only once that many samples exist).
 */
export function sourceRefusal(source: { height: number | null }, maxBitrateKbps: number, bitratesKbps: readonly number[]): string | null {
  if (source.height !== null && source.height > MAX_SOURCE_HEIGHT) return `image de ${source.height} lignes (maximum ${MAX_SOURCE_HEIGHT})`;
  if (bitratesKbps.length >= BITRATE_SAMPLES) {
    const mean = bitratesKbps.reduce((a, b) => a + b, 0) / bitratesKbps.length;
    if (mean > maxBitrateKbps) return `débit de ${Math.round(mean)} kbit/s (maximum ${maxBitrateKbps})`;
  }
  return null;
}

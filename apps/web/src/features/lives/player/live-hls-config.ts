import type { HlsConfig } from 'hls.js/light';
import { LIVE_SYNC_SEGMENTS } from './live-edge';

/**
 * hls.js tuned for Kora's lives: short (2 s) segments without low-latency parts. Playback sits two
 * segments behind the newest one (about 4 s); after a stall it catches up by playing a little faster
 * (at most 1.1×, hardly audible) rather than jumping; the back buffer stays small for cheap phones.
 */
export const liveHlsConfig: Partial<HlsConfig> = {
  lowLatencyMode: false,
  liveSyncDurationCount: LIVE_SYNC_SEGMENTS,
  maxLiveSyncPlaybackRate: 1.1,
  backBufferLength: 30,
  // A live playlist is reloaded each segment: on a slow 3G link, give it time rather than failing.
  manifestLoadingTimeOut: 15_000,
  levelLoadingTimeOut: 15_000,
  levelLoadingMaxRetry: 6,
};

import type { HlsConfig } from 'hls.js/light';

/** The part of localStorage these helpers use (a Map-backed fake in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The last bandwidth hls.js measured on this device, bits per second. */
export const BANDWIDTH_KEY = 'kora.player.bandwidth';

/** Share of the estimate a start rung's peak may take: the rest absorbs a slow link's ups and downs. */
const START_HEADROOM = 0.8;

/** This device's localStorage, or null where the browser refuses it. */
export function localStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (private mode, blocked cookies): nothing is remembered.
    return null;
  }
}

/** The bandwidth measured during an earlier playback on this device, or null. */
export function rememberedBandwidth(store: KeyValueStore | null = localStore()): number | null {
  const value = Number(store?.getItem(BANDWIDTH_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Keeps hls.js's estimate for the next playback (the first frame of the next video comes at the right rung). */
export function rememberBandwidth(bitsPerSecond: number, store: KeyValueStore | null = localStore()): void {
  if (!(bitsPerSecond > 0) || !Number.isFinite(bitsPerSecond)) return;
  try {
    store?.setItem(BANDWIDTH_KEY, String(Math.round(bitsPerSecond)));
  } catch {
    // Storage full: the next playback starts from the default.
  }
}

/** A phone-sized or touch-first screen: there, with nothing measured, playback starts at the lowest rung. */
export function isPhoneLike(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse), (max-width: 40rem)').matches;
}

/**
 * The level hls.js starts on, by index in its levels (peak bit rates, lowest first): the highest one
 * whose peak fits within the estimate with some headroom; with nothing measured, the lowest on a
 * phone (a cheap phone on 3G gets a picture in seconds, then Auto steps up) and hls.js's own choice
 * elsewhere (-1).
 */
export function startLevelFor(bitrates: readonly number[], estimate: number | null, phone: boolean): number {
  if (bitrates.length === 0) return -1;
  if (estimate === null) return phone ? 0 : -1;
  let start = 0;
  bitrates.forEach((bitrate, index) => {
    if (bitrate <= estimate * START_HEADROOM) start = index;
  });
  return start;
}

/**
 * hls.js settings for a fast first frame on a slow link: the estimate it starts from is the one
 * remembered (else a 3G-sized guess on a phone), and only a few segments are kept ahead (on a metered link, what is buffered and not watched is paid for).
 */
export function startConfig(estimate: number | null, phone: boolean): Partial<HlsConfig> {
  return {
    abrEwmaDefaultEstimate: estimate ?? (phone ? 300_000 : 1_000_000),
    // Not capLevelToPlayerSize: its timer rewrites autoLevelCapping every second, undoing the data saver's cap.
    maxBufferLength: 16,
    maxMaxBufferLength: 40,
    backBufferLength: 30,
    // The first segment is enough to start; hls.js's start-up bandwidth probe would fetch another.
    testBandwidth: estimate === null && !phone,
  };
}

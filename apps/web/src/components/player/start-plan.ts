import type { HlsConfig } from 'hls.js/light';

/** The part of localStorage these helpers use (a Map-backed fake in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The last bandwidth hls.js measured on this device, bits per second. */
export const BANDWIDTH_KEY = 'kora.player.bandwidth';

/**
 * Share of the estimate a start rung's peak may take. A first frame waits for the whole first segment (2 s of
 * picture): at 40 % of the link it arrives in about a second, with a fifth of the link to spare for its ups and
 * downs. A rung the link merely sustains (80 %) would take two seconds more before the first frame; Auto climbs
 * to it once playing.
 */
const START_SHARE = 0.4;

/** This device's localStorage, or null where the browser refuses it. */
export function localStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (private mode, blocked cookies): nothing is remembered.
    return null;
  }
}

/** What the connection says of itself (the Network Information API, on Chromium for Android), where it tells. */
export interface LinkInfo {
  /** Its kind ("wifi/4g", "cellular/3g"…), "" where the browser does not say. */
  kind: string;
  /** The browser's own estimate of the downlink, bits per second, or null. */
  downlinkBps: number | null;
}

/** This device's connection as the browser describes it now. */
export function currentLink(): LinkInfo {
  const connection = (navigator as Navigator & { connection?: { type?: string; effectiveType?: string; downlink?: number } }).connection;
  const downlink = connection?.downlink;
  return { kind: [connection?.type, connection?.effectiveType].filter(Boolean).join('/'), downlinkBps: downlink && downlink > 0 ? downlink * 1_000_000 : null };
}

/** How long a measure stays true: a phone moves from Wi-Fi to the street, a bundle runs out. */
export const BANDWIDTH_FRESH_MS = 30 * 60 * 1000;
/**
 * The most a phone starts from, however fast it measured: 240p on the demo ladder, whose first segment a cold
 * start then gets in about a second. Auto steps up within seconds on a fast link; a remembered Wi-Fi figure on a
 * slow link would cost a first frame three times later.
 */
export const PHONE_START_CAP_BPS = 1_000_000;

/** The bandwidth measured here recently, on the same kind of connection as now, or null (an older or other one says nothing). */
export function rememberedBandwidth(store: KeyValueStore | null = localStore(), now = Date.now(), link: LinkInfo = currentLink()): number | null {
  try {
    const saved = JSON.parse(store?.getItem(BANDWIDTH_KEY) ?? 'null') as { bps?: unknown; at?: unknown; link?: unknown } | null;
    const { bps, at } = saved ?? {};
    if (typeof bps !== 'number' || !(bps > 0) || typeof at !== 'number' || now - at > BANDWIDTH_FRESH_MS || now < at) return null;
    return saved?.link === link.kind ? bps : null;
  } catch {
    return null;
  }
}

/** Keeps hls.js's estimate for the next playback, with when and on what kind of connection it was measured. */
export function rememberBandwidth(bitsPerSecond: number, store: KeyValueStore | null = localStore(), now = Date.now(), link: LinkInfo = currentLink()): void {
  if (!(bitsPerSecond > 0) || !Number.isFinite(bitsPerSecond)) return;
  try {
    store?.setItem(BANDWIDTH_KEY, JSON.stringify({ bps: Math.round(bitsPerSecond), at: now, link: link.kind }));
  } catch {
    // Storage full: the next playback starts from the default.
  }
}

/**
 * The estimate a playback starts from: the lower of a recent measure on this kind of connection and the
 * browser's own downlink estimate, whichever are known; on a phone never above {@link PHONE_START_CAP_BPS}.
 * Null when nothing is known (a phone then starts at the lowest rung).
 */
export function startEstimate(phone: boolean, store: KeyValueStore | null = localStore(), now = Date.now(), link: LinkInfo = currentLink()): number | null {
  const known = [rememberedBandwidth(store, now, link), link.downlinkBps].filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  const estimate = Math.min(...known);
  return phone ? Math.min(estimate, PHONE_START_CAP_BPS) : estimate;
}

/** A phone-sized or touch-first screen: there, with nothing measured, playback starts at the lowest rung. */
export function isPhoneLike(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse), (max-width: 40rem)').matches;
}

/**
 * The level hls.js starts on, by index in its levels (peak bit rates, lowest first): the highest one
 * whose first segment arrives in about a second at the estimate ({@link START_SHARE}); with nothing measured, the lowest on a
 * phone (a cheap phone on 3G gets a picture in seconds, then Auto steps up) and hls.js's own choice
 * elsewhere (-1).
 */
export function startLevelFor(bitrates: readonly number[], estimate: number | null, phone: boolean): number {
  if (bitrates.length === 0) return -1;
  if (estimate === null) return phone ? 0 : -1;
  let start = 0;
  bitrates.forEach((bitrate, index) => {
    if (bitrate <= estimate * START_SHARE) start = index;
  });
  return start;
}

/** The bandwidth an engine assumes before it measures: the one remembered, else a 3G-sized guess on a phone. */
export const assumedBandwidth = (estimate: number | null, phone: boolean) => estimate ?? (phone ? 300_000 : 1_000_000);

/** Seconds of a video kept ahead of the picture (on a metered link, what is buffered and not watched is paid for), and behind it. */
export const PLAYER_BUFFERS = { aheadSeconds: 16, behindSeconds: 30 } as const;

/**
 * hls.js settings for a fast first frame on a slow link: the estimate it starts from is {@link assumedBandwidth},
 * and only {@link PLAYER_BUFFERS} are kept.
 */
export function startConfig(estimate: number | null, phone: boolean): Partial<HlsConfig> {
  return {
    abrEwmaDefaultEstimate: assumedBandwidth(estimate, phone),
    // Not capLevelToPlayerSize: its timer rewrites autoLevelCapping every second, undoing the data saver's cap.
    maxBufferLength: PLAYER_BUFFERS.aheadSeconds,
    maxMaxBufferLength: 40,
    backBufferLength: PLAYER_BUFFERS.behindSeconds,
    // The first segment is enough to start; hls.js's start-up bandwidth probe would fetch another.
    testBandwidth: estimate === null && !phone,
  };
}

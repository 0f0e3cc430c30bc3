import type { Playback, Rendition } from '@kora/shared';
import { hasMse } from './player-code';

/** What of a playback the choice reads and changes. */
type Choosable = Pick<Playback, 'masterUrl' | 'av1MasterUrl' | 'renditions'>;

/** The tallest copy whose smoothness decides: a phone's player rarely climbs above it, and 1080p is a few plans' alone. */
const DECIDING_HEIGHT = 720;

/** What the browser says, injectable for tests. */
export interface Av1Support {
  /** Whether it has Media Source (hls.js plays there; elsewhere the browser plays the H.264 master itself). */
  mse: boolean;
  isTypeSupported: (type: string) => boolean;
  /** Media Capabilities' answer for a Media Source stream of this type and size; null where there is no such API. */
  decodingInfo: (video: { contentType: string; width: number; height: number; bitrate: number; framerate: number }) => Promise<{ supported: boolean; smooth: boolean } | null>;
}

function browserSupport(): Av1Support {
  const source = (globalThis as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource ?? globalThis.MediaSource;
  const capabilities = (globalThis.navigator as Navigator | undefined)?.mediaCapabilities;
  return {
    mse: hasMse(),
    isTypeSupported: (type) => {
      try {
        return source?.isTypeSupported(type) ?? false;
      } catch {
        return false;
      }
    },
    decodingInfo: (video) => (capabilities ? capabilities.decodingInfo({ type: 'media-source', video }).catch(() => null) : Promise.resolve(null)),
  };
}

/** The decisions made in this page's life, by CODECS and height: the next video with the same copies decides at once. */
const decided = new Map<string, boolean>();

/** The copies of the served rungs, when every one has its copy; else none (the AV1 master would miss a rung). */
function copiesOf(playback: Choosable): Rendition[] {
  const rungs = playback.renditions.filter((r) => r.height !== null);
  return playback.av1MasterUrl && rungs.length > 0 && rungs.every((r) => r.av1) ? rungs : [];
}

const decidingRung = (copies: readonly Rendition[]) =>
  copies.filter((r) => r.height! <= DECIDING_HEIGHT).sort((a, b) => b.height! - a.height!)[0] ?? [...copies].sort((a, b) => a.height! - b.height!)[0];
const keyOf = (rung: Rendition) => `${rung.av1!.codecs}@${rung.height}`;

/** The choice already made for these copies in this page, or undefined (none made, or nothing to choose). */
export function knownAv1Choice(playback: Choosable): boolean | undefined {
  const copies = copiesOf(playback);
  if (copies.length === 0) return false;
  return decided.get(keyOf(decidingRung(copies)!));
}

/**
 * Whether this browser plays a video's AV1 copies: where it has Media Source, takes every copy's CODECS, and decodes
 * the tallest copy up to 720p smoothly (Media Capabilities: a phone without an AV1 decoder in hardware may decode it
 * in software, and stutters on the larger pictures; where the API is missing, Media Source's word is taken). Else the
 * H.264 master, which every browser plays.
 */
export async function playsAv1(playback: Choosable, support: Av1Support = browserSupport()): Promise<boolean> {
  const copies = copiesOf(playback);
  if (copies.length === 0 || !support.mse) return false;
  const rung = decidingRung(copies)!;
  const key = keyOf(rung);
  const known = decided.get(key);
  if (known !== undefined) return known;
  const video = rung.av1!.codecs.split(',')[0]!;
  let result = copies.every((r) => support.isTypeSupported(`video/mp4; codecs="${r.av1!.codecs}"`));
  if (result) {
    const info = await support.decodingInfo({ contentType: `video/mp4; codecs="${video}"`, width: Math.round((rung.height! * 16) / 9), height: rung.height!, bitrate: rung.av1!.bandwidth, framerate: 30 });
    result = info === null || (info.supported && info.smooth);
  }
  decided.set(key, result);
  return result;
}

/**
 * The playback as this browser plays it: with `av1`, the AV1 master, each rung at its copy's peak and cost (what the
 * start plan, the quality menu and the cost line read); else the H.264 master alone, the copies left out.
 */
export function playbackAsPlayed<P extends Choosable>(playback: P, av1: boolean): P {
  if (av1 && copiesOf(playback).length > 0) {
    const renditions = playback.renditions.map((r) => (r.av1 ? { ...r, bandwidth: r.av1.bandwidth, megabytesPerMinute: r.av1.megabytesPerMinute } : r));
    return { ...playback, masterUrl: playback.av1MasterUrl!, renditions };
  }
  return { ...playback, renditions: playback.renditions.map(({ av1: _, ...r }) => r) };
}

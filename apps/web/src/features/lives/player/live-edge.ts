/**
 * Where a live viewer is against the live edge. Kora's live segments last about 2 s; hls.js keeps
 * playback LIVE_SYNC_SEGMENTS segments behind the newest one (the target latency), so "behind"
 * means further back than that: by more than JUMP_AFTER_SEGMENTS segments, the player offers
 * 'Revenir au direct'.
 */
export const LIVE_SYNC_SEGMENTS = 2;
export const JUMP_AFTER_SEGMENTS = 2;
/** The segment length Kora's live packager aims at, until a playlist says its own. */
export const DEFAULT_SEGMENT_SECONDS = 2;

/** Seconds between the position and the live edge (the end of the seekable window); 0 when unknown. */
export function secondsBehindEdge(currentTime: number, edge: number): number {
  if (!Number.isFinite(edge) || edge <= 0 || !Number.isFinite(currentTime)) return 0;
  return Math.max(0, edge - currentTime);
}

/** Whether the viewer is more than JUMP_AFTER_SEGMENTS segments behind where hls.js would keep them. */
export function isBehindLive(behindEdge: number, segmentSeconds: number): boolean {
  const segment = segmentSeconds > 0 ? segmentSeconds : DEFAULT_SEGMENT_SECONDS;
  return behindEdge - LIVE_SYNC_SEGMENTS * segment > JUMP_AFTER_SEGMENTS * segment;
}

/** Where 'Revenir au direct' goes: the target latency behind the edge (hls.js's liveSyncPosition when it knows it). */
export function liveJumpTarget(edge: number, segmentSeconds: number, syncPosition: number | null): number {
  if (syncPosition !== null && Number.isFinite(syncPosition)) return syncPosition;
  const segment = segmentSeconds > 0 ? segmentSeconds : DEFAULT_SEGMENT_SECONDS;
  return Math.max(0, edge - LIVE_SYNC_SEGMENTS * segment);
}

/** The DVR window the seek bar may cover, or null when it is too short to be worth a bar (under 3 segments). */
export function dvrWindow(start: number, end: number, segmentSeconds: number): { start: number; end: number } | null {
  const segment = segmentSeconds > 0 ? segmentSeconds : DEFAULT_SEGMENT_SECONDS;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end - start < 3 * segment) return null;
  return { start, end };
}

/** A seek inside the DVR window: never before its start nor past the target latency. */
export function clampToDvr(target: number, window: { start: number; end: number }, segmentSeconds: number): number {
  const latest = liveJumpTarget(window.end, segmentSeconds, null);
  return Math.min(Math.max(target, window.start), Math.max(window.start, latest));
}

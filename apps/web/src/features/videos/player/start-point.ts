import { catalogue } from '@kora/shared';

/** Start where the viewer stopped, unless that is the very end (then from the beginning). */
export function resumePoint(resumeAt: number, duration: number): number {
  return resumeAt > 0 && (duration <= 0 || resumeAt < duration - catalogue.skipSeconds) ? resumeAt : 0;
}

/**
 * The second a link asks for (`/video/{id}?t=<seconds>`, search results' « à 12:34 »), or null when it asks for none or
 * for something unreadable (then the resume point applies).
 */
export function requestedSecond(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d+(\.\d+)?$/.test(raw.trim())) return null;
  const seconds = Number(raw.trim());
  return Number.isFinite(seconds) ? seconds : null;
}

/** Where playback starts: the second the link asks for when it lies within the video, else the resume point. */
export function startPoint(requested: number | null, resumeAt: number, duration: number): number {
  if (requested !== null && (duration <= 0 || requested < duration)) return requested;
  return resumePoint(resumeAt, duration);
}

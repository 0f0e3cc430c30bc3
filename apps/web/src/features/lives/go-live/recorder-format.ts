/**
 * The containers and codecs the browser ingest takes, best first: H.264 in WebM where the browser
 * encodes it (hardware on most Android phones, and the server copies it without re-encoding the
 * picture), else VP8. Opus sound in both.
 */
export const RECORDER_MIME_TYPES = ['video/webm;codecs=h264,opus', 'video/webm;codecs=vp8,opus'] as const;

/** The first type MediaRecorder supports here, or null (this browser cannot go live; OBS still can). */
export function pickRecorderMimeType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDER_MIME_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** How often MediaRecorder hands a chunk to the socket, and how far apart its keyframes are (2 s segments). */
export const RECORDER_TIMESLICE_MS = 500;
export const RECORDER_KEYFRAME_MS = 2000;
export const AUDIO_BITS_PER_SECOND = 64_000;

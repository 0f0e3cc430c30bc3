/**
 * The CMAF ladder: fragmented MP4 segments, capped CRF video and Opus audio, what the pipeline prepares
 * (transcode-cmaf.ts) in place of ladder.ts's MPEG-TS ladder (same rungs, plus 1080p; videos prepared
 * before keep theirs); bench/cases/encode-corpus.ts measures it against that older encode.
 *
 * Each video rung aims at a quality (x264's CRF) and spends what the picture needs under a cap
 * (VBV maxrate/bufsize). The CRFs are low (10–13, near transparent) because the rung must never look
 * worse than today's fixed bit rate does (SSIM against the source, per clip): a still slide then costs
 * 40–50 % of today, while texture, camera noise and motion run at the cap, set as low as that same
 * rule allows (75–85 % of today's bits from 360p up, measured by bench/cases/encode-corpus.ts).
 */
import { TIER_MAX_HEIGHT } from '@kora/shared';

export const CMAF_VIDEO_RENDITION_IDS = ['144p', '240p', '360p', '480p', '720p', '1080p'] as const;
export type CmafVideoRenditionId = (typeof CMAF_VIDEO_RENDITION_IDS)[number];
export type CmafRenditionId = CmafVideoRenditionId | 'audio' | typeof OPUS_AUDIO_ID;

/** Audio codecs the CMAF encode can carry: Opus (the default), or AAC-LC where Opus in MP4 does not play. */
export const CMAF_AUDIO_CODECS = ['opus', 'aac'] as const;
export type CmafAudioCodec = (typeof CMAF_AUDIO_CODECS)[number];

/**
 * Share of the bit rate fMP4 adds to the elementary streams: moof/trun entries per frame and per
 * Opus packet, about 4 kb/s measured (4 % at 144p, under 1 % from 480p; MPEG-TS costs 10–15 kb/s at 144p).
 */
export const CMAF_CONTAINER_OVERHEAD = 0.04;
/** Seconds of the cap the VBV buffer holds: the burst a phone's player must absorb above the cap, as today (bufsize = 2 s). */
export const CMAF_BUFFER_SECONDS = 2;

/** H.264 levels the ladder declares (and tells x264 to respect), as CODECS writes them: level × 10 in hex. */
const LEVEL_CODES = { '3.0': '1e', '3.1': '1f', '4.0': '28' } as const;
export type H264Level = keyof typeof LEVEL_CODES;
const PROFILE_CODES = { main: '4d40', high: '6400' } as const;
export type H264Profile = keyof typeof PROFILE_CODES;

/** Audio rates of a rendition, bits per second, by codec: AAC-LC needs more bits than Opus for the same sound. */
export type AudioRates = Readonly<Record<CmafAudioCodec, number>>;

/** One video rung. Bit rates are bits per second. */
export interface CmafVideoRendition {
  kind: 'video';
  id: CmafVideoRenditionId;
  /** Nominal 16:9 width; other shapes keep their aspect (scale=-2:height). */
  width: number;
  height: number;
  /** x264 constant rate factor: the quality aimed at (lower is better and larger). */
  crf: number;
  /** VBV cap of the video: no {@link CMAF_BUFFER_SECONDS}-second window spends more than this on average. */
  maxrate: number;
  audio: AudioRates;
  /** Peak the player should budget: (cap + Opus audio) plus {@link CMAF_CONTAINER_OVERHEAD}; what BANDWIDTH says. */
  bandwidth: number;
  profile: H264Profile;
  level: H264Level;
}

/** The audio-only variant. */
export interface CmafAudioRendition {
  kind: 'audio';
  id: 'audio' | typeof OPUS_AUDIO_ID;
  width: null;
  height: null;
  audio: AudioRates;
  bandwidth: number;
  /** Encoded in this codec whatever the run's: the Opus copy beside AAC variants ({@link CMAF_OPUS_AUDIO_RENDITION}). */
  codec?: CmafAudioCodec;
}

export type CmafRendition = CmafVideoRendition | CmafAudioRendition;

function withOverhead(bitsPerSecond: number): number {
  return Math.round(bitsPerSecond * (1 + CMAF_CONTAINER_OVERHEAD));
}

function rung(id: CmafVideoRenditionId, width: number, height: number, crf: number, maxKbps: number, audio: AudioRates, level: H264Level): CmafVideoRendition {
  const maxrate = maxKbps * 1000;
  return { kind: 'video', id, width, height, crf, maxrate, audio, bandwidth: withOverhead(maxrate + audio.opus), profile: 'high', level };
}

/** Opus 24 kb/s stereo below 360p, where every kilobit counts (today: AAC-LC 48 kb/s); AAC-LC 32 kb/s as the fallback. */
const LOW_AUDIO: AudioRates = Object.freeze({ opus: 24_000, aac: 32_000 });
/** Opus 32 kb/s stereo from 360p up (today: AAC-LC 64 kb/s, kept as the fallback's rate). */
const HIGH_AUDIO: AudioRates = Object.freeze({ opus: 32_000, aac: 64_000 });

/**
 * Every video rung, lowest first (the order of the master playlist). High profile everywhere (CABAC,
 * B-frames, 8×8 transforms): today's Baseline 144p/240p is where the CMAF encode gains most, and at
 * 144p the decode costs a phone nothing. Each CRF is the highest that keeps a still slide at least as
 * sharp as today's rung, each cap the lowest that keeps a textured talking head and a grainy night scene
 * there (bench/cases/encode-corpus.ts, SSIM per clip); 1080p, new, has no such reference.
 */
export const CMAF_VIDEO_LADDER: readonly CmafVideoRendition[] = Object.freeze([
  rung('144p', 256, 144, 13, 90, LOW_AUDIO, '3.0'),
  rung('240p', 426, 240, 13, 170, LOW_AUDIO, '3.0'),
  rung('360p', 640, 360, 12, 400, HIGH_AUDIO, '3.0'),
  rung('480p', 854, 480, 12, 770, HIGH_AUDIO, '3.1'),
  rung('720p', 1280, 720, 10, 1530, HIGH_AUDIO, '3.1'),
  rung('1080p', 1920, 1080, 14, 3000, HIGH_AUDIO, '4.0'),
]);

/** Opus 30 kb/s stereo for listening without the picture, under 15 MB an hour with fMP4 (AAC-LC 32 kb/s as the fallback). */
export const CMAF_AUDIO_RENDITION: CmafAudioRendition = Object.freeze({
  kind: 'audio',
  id: 'audio',
  width: null,
  height: null,
  audio: Object.freeze({ opus: 30_000, aac: 32_000 }),
  bandwidth: withOverhead(30_000),
});

/** The folder of the audio-only rendition's Opus copy. */
export const OPUS_AUDIO_ID = 'audio-opus';

/**
 * The audio-only rendition in Opus beside variants in AAC-LC: what « Audio seul » plays where Opus in MP4 does
 * (Chromium, Chrome for Android, Firefox, Safari 17+), 30 kb/s, under 15 MB an hour. The masters do not list it (a
 * player that cannot decode Opus would find it there); the page plays it by its playlist (Playback's `opus`).
 */
export const CMAF_OPUS_AUDIO_RENDITION: CmafAudioRendition = Object.freeze({
  kind: 'audio',
  id: OPUS_AUDIO_ID,
  width: null,
  height: null,
  audio: Object.freeze({ opus: 30_000, aac: 30_000 }),
  bandwidth: withOverhead(30_000),
  codec: 'opus',
});

/** Whether a rendition is an extra copy that masters do not list (the Opus audio beside AAC variants). */
export const isUnlistedRendition = (rendition: CmafRendition) => rendition.kind === 'audio' && rendition.codec !== undefined;

/** The renditions worth encoding for a source: rungs not taller than it (at least 144p with video), the audio-only one last. */
export function cmafRenditionsFor(sourceHeight: number | null): CmafRendition[] {
  if (sourceHeight === null || !(sourceHeight > 0)) return [CMAF_AUDIO_RENDITION];
  const fitting = CMAF_VIDEO_LADDER.filter((r) => r.height <= sourceHeight);
  return [...(fitting.length > 0 ? fitting : CMAF_VIDEO_LADDER.slice(0, 1)), CMAF_AUDIO_RENDITION];
}

/** Type guard that keeps `renditions.filter(isCmafVideoRendition)` typed. */
export function isCmafVideoRendition(rendition: CmafRendition): rendition is CmafVideoRendition {
  return rendition.kind === 'video';
}

/** RFC 6381 name of the audio codec, as CODECS and MediaSource.isTypeSupported write it. */
export function audioCodecName(codec: CmafAudioCodec): string {
  return codec === 'opus' ? 'opus' : 'mp4a.40.2';
}

/**
 * The CODECS attribute of a variant: `avc1.PPCCLL` from the rung's profile and level (x264 is told
 * both, so the stream says the same), then the audio codec. ffmpeg 5.1 writes no CODECS for Opus.
 */
export function cmafCodecs(rendition: CmafRendition, audioCodec: CmafAudioCodec): string {
  const audio = audioCodecName(audioCodec);
  if (!isCmafVideoRendition(rendition)) return audio;
  return `avc1.${PROFILE_CODES[rendition.profile]}${LEVEL_CODES[rendition.level]},${audio}`;
}

/**
 * The tallest rung the pipeline prepares: the tallest picture a plan serves (TIER_MAX_HEIGHT, 1080p for Premium and
 * Famille); a viewer whose plan stops below is signed a capped master and refused the taller files.
 */
export const PIPELINE_MAX_HEIGHT = Math.max(...Object.values(TIER_MAX_HEIGHT));
/**
 * The audio of the variants the pipeline prepares: AAC-LC, which every browser plays in fMP4 (a master without a
 * playable variant plays nothing, and hls.js light has no alternate audio). The audio-only rendition also gets an
 * Opus copy ({@link CMAF_OPUS_AUDIO_RENDITION}), which the page plays where the browser decodes it.
 */
export const PIPELINE_AUDIO_CODEC: CmafAudioCodec = 'aac';

/**
 * The renditions the pipeline prepares for a source: {@link cmafRenditionsFor}, up to {@link PIPELINE_MAX_HEIGHT},
 * and the audio-only rendition's Opus copy while the variants carry AAC-LC.
 */
export function pipelineRenditionsFor(sourceHeight: number | null): CmafRendition[] {
  const ladder = cmafRenditionsFor(sourceHeight).filter((r) => r.height === null || r.height <= PIPELINE_MAX_HEIGHT);
  return PIPELINE_AUDIO_CODEC === 'aac' ? [...ladder, CMAF_OPUS_AUDIO_RENDITION] : ladder;
}

import { randomUUID } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredRendition } from '../../../db/schema/videos.js';
import { formatMasterPlaylist, type MasterVariant } from '../../../media/hls-playlist.js';
import { LIVE_SEGMENT_SECONDS } from '../../../media/live-hls-arguments.js';
import { formatLivePlaylist, liveSegmentName, parseFfmpegLivePlaylist, segmentsDuration, targetDurationOf, type LiveSegment } from '../../../media/live-playlist.js';
import { isVideoRendition, scaledWidth, type Rendition } from '../../../media/ladder.js';
import type { MediaStorage } from '../../../storage/media-storage.js';

/** ffmpeg flushes one AAC frame (21 ms) past the last picture into the audio variant; it would shift that variant's numbering. */
const MIN_SEGMENT_SECONDS = 0.1;
/** Headroom over the first segments' measured rate in the live master (later segments vary). */
const MASTER_MARGIN = 1.15;
/** Codecs to declare (the VOD transcoder's fallbacks: level 3.0 baseline, 3.1 main, AAC-LC). */
const CODECS = { baseline: 'avc1.42e01e', main: 'avc1.4d401f', audio: 'mp4a.40.2' } as const;

/** One rendition's published segments, with their sizes for the measured bit rate. */
interface RenditionTrack {
  rendition: Rendition;
  segments: Array<LiveSegment & { bytes: number }>;
  /** ffmpeg's index of the last segment taken from the current run (-1: none yet). */
  lastIndex: number;
  runCount: number;
}

export interface PublisherOptions {
  storage: MediaStorage;
  /** `lives/<id>/hls` */
  prefix: string;
  renditions: readonly Rendition[];
  /** Source size, for RESOLUTION of scaled rungs (aspect kept, as scale=-2:h does). */
  sourceSize: { width: number | null; height: number | null };
  /** The top rung is the source's own H.264: its BANDWIDTH (the encoder's rate) and CODECS (the source's profile and level). */
  copiedTop: { bandwidth: number; codecs: string | null } | null;
  /** Local folder for playlists being written (they are then moved into storage whole). */
  tempDir: string;
  onWarn(message: string, details?: Record<string, unknown>): void;
}

/** What a live recorded, rendition by rendition. */
export interface RecordedRendition {
  stored: StoredRendition;
  /** Its master playlist entry, with the measured AVERAGE-BANDWIDTH. */
  variant: MasterVariant;
  segments: LiveSegment[];
}

/**
 * Publishes the segments ffmpeg finishes into media storage, so any instance can serve the
 * live: each new segment first (`<rendition>/seg_<n>.ts`, n global across encoder reconnects),
 * then that rendition's sliding-window playlist, then (once every rendition has a segment)
 * master.m3u8. Playlists are written to a temporary file and handed to putFile, which moves or
 * uploads them whole: a reader never sees half a playlist, nor one naming a segment not yet stored.
 */
export class SegmentPublisher {
  private readonly tracks: RenditionTrack[];
  private runDir: string | null = null;
  private runBase = 0;
  private nextSequence = 0;
  private discontinuityPending = false;
  private masterWritten = false;
  private ended = false;
  private polling: Promise<boolean> = Promise.resolve(false);
  private queued: Promise<boolean> | null = null;
  /** When the current run last had a segment stored (or began): a run silent for long has stalled. */
  lastProgressAt = Date.now();

  constructor(private readonly options: PublisherOptions) {
    this.tracks = options.renditions.map((rendition) => ({ rendition, segments: [], lastIndex: -1, runCount: 0 }));
  }

  /** A new ffmpeg run writes into `workDir`: its numbering continues ours, its first segment is a discontinuity (after the first run). */
  beginRun(workDir: string): void {
    this.runDir = workDir;
    this.runBase = this.nextSequence;
    this.discontinuityPending = this.tracks.some((t) => t.segments.length > 0);
    this.lastProgressAt = Date.now();
    for (const track of this.tracks) {
      track.lastIndex = -1;
      track.runCount = 0;
    }
  }

  /** Whether every rendition has a segment of the current run stored (the live is visibly on). */
  runIsPublishing(): boolean {
    return this.masterWritten && this.tracks.every((t) => t.runCount > 0);
  }

  /**
   * Stores what ffmpeg finished since the last look; resolves true if anything new was stored.
   * Serialised: a call while a pass runs shares the one pass queued behind it (which reads the
   * playlists afresh), so slow storage never piles up passes.
   */
  poll(): Promise<boolean> {
    if (this.queued) return this.queued;
    const next = this.polling
      .catch(() => false)
      .then(() => {
        this.queued = null;
        return this.pollOnce();
      });
    this.queued = next;
    this.polling = next;
    return next;
  }

  /** The run is over: after a last poll, the next run numbers from past the longest rendition. */
  async endRun(): Promise<void> {
    await this.poll().catch((error: unknown) => this.options.onWarn('Derniers segments du direct non publiés', { error: String(error) }));
    const longest = Math.max(0, ...this.tracks.map((t) => t.runCount));
    this.nextSequence = this.runBase + longest;
    this.runDir = null;
  }

  /** The live is over: every playlist is rewritten with #EXT-X-ENDLIST. */
  async finish(): Promise<void> {
    this.ended = true;
    await this.polling.catch(() => {});
    for (const track of this.tracks) if (track.segments.length > 0) await this.writePlaylist(track);
  }

  /**
   * Storage key of the newest segment of the rendition a card's picture is best taken from: the tallest at most
   * `maxHeight` (else the shortest video rung); null before it has a segment, or for a live without picture.
   */
  latestSegmentKey(maxHeight: number): string | null {
    const video = this.tracks.filter((t) => isVideoRendition(t.rendition));
    const track = video.filter((t) => t.rendition.height !== null && t.rendition.height <= maxHeight).at(-1) ?? video[0];
    const last = track?.segments.at(-1);
    return track && last ? `${this.options.prefix}/${track.rendition.id}/${liveSegmentName(last.sequence)}` : null;
  }

  segmentCount(): number {
    return Math.max(0, ...this.tracks.map((t) => t.segments.length));
  }

  /** Every rendition that has segments, with its StoredRendition (measured mean bit rate) and its full segment list. */
  recording(): RecordedRendition[] {
    return this.tracks
      .filter((t) => t.segments.length > 0)
      .map((track) => {
        const seconds = segmentsDuration(track.segments);
        const bytes = track.segments.reduce((sum, s) => sum + s.bytes, 0);
        const average = seconds > 0 ? Math.ceil((bytes * 8) / seconds) : undefined;
        const declared = this.variantOf(track, average);
        // RFC 8216 wants BANDWIDTH at least the peak segment bit rate (the VOD transcoder declares the same), and so at
        // least the average: the peak leaves out segments under half a second (the cut of a reconnect), dense with a
        // key frame, which can lift the average above it.
        const variant = { ...declared, bandwidth: Math.max(declared.bandwidth, Math.ceil(peakOf(track.segments)), average ?? 0) };
        const stored: StoredRendition = {
          id: track.rendition.id,
          height: track.rendition.height,
          bandwidth: variant.bandwidth,
          averageBandwidth: variant.averageBandwidth ?? variant.bandwidth,
          playlist: variant.uri,
        };
        return { stored, variant, segments: track.segments.map(({ bytes: _bytes, ...segment }) => segment) };
      });
  }

  /** The master playlist's entry of a rendition: the ladder's bandwidth (or the copied source's), resolution, codecs. */
  variantOf(track: { rendition: Rendition }, averageBandwidth?: number): MasterVariant {
    const { rendition } = track;
    const uri = `${rendition.id}/index.m3u8`;
    const extra = averageBandwidth === undefined ? {} : { averageBandwidth };
    if (!isVideoRendition(rendition)) return { uri, bandwidth: rendition.bandwidth, ...extra, codecs: CODECS.audio };
    const { width: sw, height: sh } = this.options.sourceSize;
    const copied = rendition === this.options.renditions.filter(isVideoRendition).at(-1) ? this.options.copiedTop : null;
    const width = sw && sh ? (copied ? sw : scaledWidth(sw, sh, rendition.height)) : rendition.width;
    return {
      uri,
      bandwidth: copied ? Math.max(rendition.bandwidth, copied.bandwidth) : rendition.bandwidth,
      ...extra,
      resolution: { width, height: rendition.height },
      codecs: `${copied ? (copied.codecs ?? CODECS.main) : CODECS[rendition.profile]},${CODECS.audio}`,
    };
  }

  private async pollOnce(): Promise<boolean> {
    const dir = this.runDir;
    if (!dir) return false;
    // Renditions in parallel (S3: one upload each in flight), segments of a rendition in order.
    const stored = await Promise.all(this.tracks.map((track) => this.pollTrack(dir, track)));
    if (!this.masterWritten && this.tracks.every((t) => t.segments.length > 0)) await this.writeMaster();
    return stored.some(Boolean);
  }

  private async pollTrack(dir: string, track: RenditionTrack): Promise<boolean> {
    const text = await readFile(join(dir, track.rendition.id, 'index.m3u8'), 'utf8').catch(() => null);
    if (text === null) return false;
    const fresh = parseFfmpegLivePlaylist(text).entries.filter((e) => e.index > track.lastIndex);
    if (fresh.length === 0) return false;
    for (const entry of fresh) {
      if (entry.durationSeconds < MIN_SEGMENT_SECONDS) {
        track.lastIndex = entry.index;
        continue;
      }
      const sequence = this.runBase + track.runCount;
      const key = `${this.options.prefix}/${track.rendition.id}/${liveSegmentName(sequence)}`;
      const file = join(dir, track.rendition.id, entry.uri);
      const { size } = await stat(file);
      await this.options.storage.putFile(key, file);
      track.segments.push({
        sequence,
        durationSeconds: entry.durationSeconds,
        programDateTime: entry.programDateTime ? normaliseDateTime(entry.programDateTime) : null,
        discontinuity: this.discontinuityPending && track.runCount === 0,
        bytes: size,
      });
      track.runCount += 1;
      track.lastIndex = entry.index;
      this.lastProgressAt = Date.now();
    }
    await this.writePlaylist(track);
    return true;
  }

  private async writePlaylist(track: RenditionTrack): Promise<void> {
    const text = formatLivePlaylist({
      segments: track.segments,
      targetDuration: targetDurationOf(track.segments, LIVE_SEGMENT_SECONDS),
      ended: this.ended,
    });
    await this.putText(`${this.options.prefix}/${track.rendition.id}/index.m3u8`, text);
  }

  /**
   * Written once, when every rendition has its first segment. BANDWIDTH is the ladder's figure, or
   * the first segments' measured rate plus a margin when higher (at 144p the MPEG-TS overhead of the
   * audio alone exceeds the ladder's 10 %, and a player trusting an under-declared BANDWIDTH stalls).
   */
  private async writeMaster(): Promise<void> {
    const variants = this.tracks.map((track) => {
      const variant = this.variantOf(track);
      return { ...variant, bandwidth: Math.max(variant.bandwidth, Math.ceil(peakOf(track.segments) * MASTER_MARGIN)) };
    });
    await this.putText(`${this.options.prefix}/master.m3u8`, formatMasterPlaylist(variants));
    this.masterWritten = true;
  }

  private async putText(key: string, text: string): Promise<void> {
    const temp = join(this.options.tempDir, `.${randomUUID()}.m3u8`);
    await writeFile(temp, text);
    await this.options.storage.putFile(key, temp);
  }
}

/** Largest bit rate of a segment (bits per second), ignoring the short ones a reconnect or a stop leaves. */
function peakOf(segments: ReadonlyArray<{ bytes: number; durationSeconds: number }>): number {
  return Math.max(0, ...segments.filter((s) => s.durationSeconds > 0.5).map((s) => (s.bytes * 8) / s.durationSeconds));
}

/** ffmpeg writes `2026-11-23T23:04:14.272+0000`; HLS wants ISO 8601 with a colon in the offset (`+00:00`). */
export function normaliseDateTime(value: string): string {
  return value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
}

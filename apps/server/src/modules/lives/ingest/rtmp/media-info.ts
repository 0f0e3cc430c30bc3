import { amfField, type AmfValue } from './amf0.js';
import { avcConfigPictureSize } from './h264-sps.js';

/**
 * What a publish sends, read from its FLV audio, video and metadata messages: the first byte of
 * an FLV video tag holds the frame type (high nibble) and codec id (low nibble: 7 = H.264), and
 * for H.264 the second byte says whether it is the sequence header (0) or a frame (1); an audio
 * tag holds the sound format in its high nibble (10 = AAC) and, for AAC, the same 0/1 byte.
 * Enhanced RTMP tags (HEVC, AV1, VP9 as OBS sends them) set the top bit of the first byte.
 */

/** What the publishing encoder has told us so far (metadata, sequence headers, measured bit rate). */
export interface PublisherInfo {
  videoCodec: 'h264' | 'other' | null;
  width: number | null;
  height: number | null;
  frameRate: number | null;
  hasAudio: boolean;
  bitrateKbps: number;
  /** `avc1.PPCCLL` from the H.264 sequence header (profile, constraints, level), once received. */
  videoCodecString: string | null;
}

const FLV_AVC = 7;
const FLV_AAC = 10;
const ENHANCED_HEADER = 0x80;
/** The input bit rate is measured over windows of at least this long. */
const BITRATE_WINDOW_MS = 1000;

/**
 * The RFC 6381 name of an H.264 stream from its FLV sequence header: after the FLV video tag
 * header (5 bytes) comes the AVCDecoderConfigurationRecord, whose bytes 1-3 are profile,
 * constraint flags and level.
 */
export function avcCodecString(sequenceHeader: Buffer | null): string | null {
  if (!sequenceHeader || sequenceHeader.length < 9 || sequenceHeader[5] !== 1) return null;
  return `avc1.${sequenceHeader.subarray(6, 9).toString('hex')}`;
}

/** An H.264 sequence header (decoder configuration), as opposed to a frame. */
export function isAvcSequenceHeader(payload: Buffer): boolean {
  return payload.length >= 2 && (payload.readUInt8(0) & 0x0f) === FLV_AVC && (payload.readUInt8(0) & ENHANCED_HEADER) === 0 && payload.readUInt8(1) === 0;
}

/** An AAC sequence header (AudioSpecificConfig), as opposed to audio frames. */
export function isAacSequenceHeader(payload: Buffer): boolean {
  return payload.length >= 2 && payload.readUInt8(0) >> 4 === FLV_AAC && payload.readUInt8(1) === 0;
}

/** A video frame a decoder can start from (frame type 1), sequence headers excluded. */
export function isKeyFrame(payload: Buffer): boolean {
  if (payload.length < 2) return false;
  const first = payload.readUInt8(0);
  const frameType = (first >> 4) & 0x07;
  if (frameType !== 1) return false;
  // Enhanced tags: packet type 0 is the sequence start. Legacy H.264 and HEVC: byte 1 is 0 for it.
  return (first & ENHANCED_HEADER) !== 0 ? (first & 0x0f) !== 0 : payload.readUInt8(1) !== 0;
}

/** The onMetaData object of a data message's values, whether or not @setDataFrame comes first. */
export function metadataOf(values: AmfValue[]): AmfValue {
  const start = values[0] === '@setDataFrame' ? 1 : 0;
  return values[start] === 'onMetaData' ? values[start + 1] : undefined;
}

const positive = (value: AmfValue): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** The publish's description, built up as its messages arrive. */
export class MediaInfo {
  private videoCodec: PublisherInfo['videoCodec'] = null;
  private sequenceHeader: Buffer | null = null;
  private pictureSize: { width: number; height: number } | null = null;
  private declared: { width: number | null; height: number | null; frameRate: number | null } = { width: null, height: null, frameRate: null };
  private hasAudio = false;
  private bitrateKbps = 0;
  private windowStart = 0;
  private windowBytes = 0;

  /** Counts bytes received from the encoder (all of them, as the network carries them). */
  onBytes(count: number, now = Date.now()): void {
    if (this.windowStart === 0) this.windowStart = now;
    this.windowBytes += count;
    const elapsed = now - this.windowStart;
    if (elapsed >= BITRATE_WINDOW_MS) {
      this.bitrateKbps = Math.round((this.windowBytes * 8) / elapsed);
      this.windowStart = now;
      this.windowBytes = 0;
    }
  }

  onVideo(payload: Buffer): void {
    if (payload.length === 0) return;
    const first = payload.readUInt8(0);
    this.videoCodec ??= (first & ENHANCED_HEADER) === 0 && (first & 0x0f) === FLV_AVC ? 'h264' : 'other';
    if (this.videoCodec === 'h264' && isAvcSequenceHeader(payload)) {
      this.sequenceHeader = payload;
      this.pictureSize = avcConfigPictureSize(payload.subarray(5)) ?? this.pictureSize;
    }
  }

  onAudio(payload: Buffer): void {
    if (payload.length > 0) this.hasAudio = true;
  }

  onMetadata(metadata: AmfValue): void {
    this.declared = {
      width: positive(amfField(metadata, 'width')),
      height: positive(amfField(metadata, 'height')),
      frameRate: positive(amfField(metadata, 'framerate')) ?? positive(amfField(metadata, 'videoframerate')),
    };
  }

  info(): PublisherInfo {
    return {
      videoCodec: this.videoCodec,
      width: this.pictureSize?.width ?? this.declared.width,
      height: this.pictureSize?.height ?? this.declared.height,
      frameRate: this.declared.frameRate,
      hasAudio: this.hasAudio,
      bitrateKbps: this.bitrateKbps,
      videoCodecString: avcCodecString(this.sequenceHeader),
    };
  }
}

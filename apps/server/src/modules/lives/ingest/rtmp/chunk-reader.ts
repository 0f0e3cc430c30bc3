import { MessageType, type RtmpMessage } from './message.js';

/**
 * Reassembles RTMP messages from the chunk stream a peer sends after the handshake.
 *
 * Each chunk starts with a basic header (format and chunk stream id), then a message header
 * whose size depends on the format: 11 bytes (fmt 0: absolute timestamp, length, type, stream
 * id), 7 (fmt 1: timestamp delta, length, type), 3 (fmt 2: delta only) or none (fmt 3: all as
 * before). A timestamp field of 0xFFFFFF means a 32-bit extended timestamp follows; encoders
 * (librtmp, hence OBS, and ffmpeg) repeat it in the fmt 3 chunks of such a message, which is how
 * it is read here. Messages longer than the chunk size (128 until the peer's Set Chunk Size)
 * arrive as several chunks, possibly interleaved with chunks of other chunk streams.
 */

export class RtmpProtocolError extends Error {}

/** The default chunk size, until Set Chunk Size. */
export const DEFAULT_CHUNK_SIZE = 128;
const MESSAGE_HEADER_SIZES = [11, 7, 3, 0] as const;
const EXTENDED = 0xffffff;

export interface ChunkReaderLimits {
  /** Longest message accepted (the length field allows 16 MiB). */
  maxMessageBytes: number;
  /** Bytes held at once in messages still incomplete, over every chunk stream. */
  maxPendingBytes: number;
  /** Chunk streams in use at once. */
  maxChunkStreams: number;
}

const DEFAULT_LIMITS: ChunkReaderLimits = { maxMessageBytes: 8 * 1024 * 1024, maxPendingBytes: 16 * 1024 * 1024, maxChunkStreams: 64 };

/** What the previous chunk of a chunk stream said, which the next headers leave out. */
interface ChunkStreamState {
  timestamp: number;
  delta: number;
  length: number;
  type: number;
  streamId: number;
  extended: boolean;
  parts: Buffer[];
  received: number;
}

export class ChunkReader {
  private chunkSize = DEFAULT_CHUNK_SIZE;
  /** Bytes received and not yet read, and how many the next chunk needs at least (so a trickle is not copied again and again). */
  private queued: Buffer[] = [];
  private queuedBytes = 0;
  private needed = 1;
  private pendingBytes = 0;
  private readonly streams = new Map<number, ChunkStreamState>();
  private readonly limits: ChunkReaderLimits;

  constructor(limits: Partial<ChunkReaderLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** The peer's current chunk size. */
  get peerChunkSize(): number {
    return this.chunkSize;
  }

  /**
   * Takes the next bytes from the peer and returns the messages they complete, in order. Set
   * Chunk Size and Abort are applied here (they change how the following chunks are read) and
   * not returned. Throws RtmpProtocolError on a malformed stream.
   */
  push(data: Buffer): RtmpMessage[] {
    this.queued.push(data);
    this.queuedBytes += data.length;
    if (this.queuedBytes < this.needed) return [];
    const buffer = this.queued.length === 1 ? data : Buffer.concat(this.queued, this.queuedBytes);
    const messages: RtmpMessage[] = [];
    let offset = 0;
    for (;;) {
      const consumed = this.readChunk(buffer, offset, messages);
      if (consumed === 0) break;
      offset += consumed;
    }
    const rest = Buffer.from(buffer.subarray(offset));
    this.queued = rest.length > 0 ? [rest] : [];
    this.queuedBytes = rest.length;
    return messages;
  }

  /** Bytes from `start` the chunk needs before it can be read: noted, and 0 returned. */
  private wait(start: number, end: number): 0 {
    this.needed = end - start;
    return 0;
  }

  /** Reads one whole chunk at `start`; returns its size, or 0 when the buffer does not hold all of it yet. */
  private readChunk(buffer: Buffer, start: number, messages: RtmpMessage[]): number {
    if (buffer.length - start < 1) return this.wait(start, start + 1);
    const first = buffer.readUInt8(start);
    const format = first >> 6;
    let csid = first & 0x3f;
    let position = start + 1;
    // Ids 64-319 take one more byte (id 0), ids up to 65599 two more, little-endian (id 1).
    const extraBytes = csid === 0 ? 1 : csid === 1 ? 2 : 0;
    if (extraBytes > 0) {
      if (buffer.length < position + extraBytes) return this.wait(start, position + extraBytes);
      csid = 64 + (extraBytes === 1 ? buffer.readUInt8(position) : buffer.readUInt16LE(position));
      position += extraBytes;
    }
    const headerSize = MESSAGE_HEADER_SIZES[format as 0 | 1 | 2 | 3];
    if (buffer.length < position + headerSize) return this.wait(start, position + headerSize);

    const previous = this.streams.get(csid);
    if (!previous && format === 3) throw new RtmpProtocolError(`bloc sans en-tête sur le flux ${csid}`);
    const state = previous ?? { timestamp: 0, delta: 0, length: 0, type: 0, streamId: 0, extended: false, parts: [], received: 0 };
    let timestampField = 0;
    let length = state.length;
    let type = state.type;
    let streamId = state.streamId;
    if (format <= 2) timestampField = buffer.readUIntBE(position, 3);
    if (format <= 1) {
      length = buffer.readUIntBE(position + 3, 3);
      type = buffer.readUInt8(position + 6);
    }
    if (format === 0) streamId = buffer.readUInt32LE(position + 7);
    position += headerSize;
    const extended = format === 3 ? state.extended : timestampField === EXTENDED;
    if (extended) {
      if (buffer.length < position + 4) return this.wait(start, position + 4);
      timestampField = buffer.readUInt32BE(position);
      position += 4;
    }

    const continuing = format === 3 && state.received > 0;
    const remaining = continuing ? state.length - state.received : length;
    const size = Math.min(this.chunkSize, remaining);
    if (buffer.length < position + size) return this.wait(start, position + size);

    // The whole chunk is here: only now is the chunk stream's state changed.
    if (!previous) {
      if (this.streams.size >= this.limits.maxChunkStreams) throw new RtmpProtocolError('trop de flux de blocs');
      this.streams.set(csid, state);
    }
    if (!continuing) {
      if (state.received > 0) this.dropPartial(state); // a new header before the end: the unfinished message is abandoned
      if (length > this.limits.maxMessageBytes) throw new RtmpProtocolError(`message de ${length} octets`);
      if (format === 0) {
        state.timestamp = timestampField;
        state.delta = timestampField; // a fmt 3 message after a fmt 0 one repeats its timestamp as the delta
      } else if (format === 3) {
        state.timestamp = (state.timestamp + state.delta) >>> 0;
      } else {
        state.delta = timestampField;
        state.timestamp = (state.timestamp + timestampField) >>> 0;
      }
      state.length = length;
      state.type = type;
      state.streamId = streamId;
      state.extended = extended;
    }

    if (size > 0) {
      state.parts.push(buffer.subarray(position, position + size));
      state.received += size;
      this.pendingBytes += size;
      if (this.pendingBytes > this.limits.maxPendingBytes) throw new RtmpProtocolError('trop de messages inachevés');
    }
    if (state.received === state.length) {
      const payload = state.parts.length === 1 ? Buffer.from(state.parts[0]!) : Buffer.concat(state.parts);
      this.dropPartial(state);
      this.deliver({ type: state.type, streamId: state.streamId, timestamp: state.timestamp, payload }, messages);
    }
    return position + size - start;
  }

  private dropPartial(state: ChunkStreamState): void {
    this.pendingBytes -= state.received;
    state.parts = [];
    state.received = 0;
  }

  private deliver(message: RtmpMessage, messages: RtmpMessage[]): void {
    if (message.type === MessageType.setChunkSize) {
      if (message.payload.length < 4) throw new RtmpProtocolError('Set Chunk Size tronqué');
      const size = message.payload.readUInt32BE(0) & 0x7fffffff;
      if (size < 1) throw new RtmpProtocolError('taille de bloc nulle');
      this.chunkSize = size;
    } else if (message.type === MessageType.abort) {
      if (message.payload.length < 4) throw new RtmpProtocolError('Abort tronqué');
      const state = this.streams.get(message.payload.readUInt32BE(0));
      if (state) this.dropPartial(state);
    } else {
      messages.push(message);
    }
  }
}

import { encodeAmf0, type AmfValue } from './amf0.js';
import { MessageType, type RtmpMessage } from './message.js';

/**
 * Cuts messages into chunks for the peer. Every message starts with a full (fmt 0) header and
 * goes on in fmt 3 chunks: a few bytes more than the shortest encoding, and nothing to track
 * between messages. The chunk stream ids follow the usual split (control 2, commands 3, audio 4,
 * data 5, video 6), which players do not depend on.
 */

const EXTENDED = 0xffffff;

export const ChunkStream = { control: 2, command: 3, audio: 4, data: 5, video: 6 } as const;

/** The basic header: format in the top two bits, then the chunk stream id on 1, 2 or 3 bytes. */
function basicHeader(format: number, csid: number): Buffer {
  if (csid >= 2 && csid <= 63) return Buffer.of((format << 6) | csid);
  if (csid >= 64 && csid <= 319) return Buffer.of(format << 6, csid - 64);
  if (csid >= 320 && csid <= 65_599) return Buffer.of((format << 6) | 1, (csid - 64) & 0xff, (csid - 64) >> 8);
  throw new RangeError(`identifiant de flux de blocs ${csid} hors limites`);
}

/** The chunks of one message, ready to write. */
export function encodeChunks(csid: number, message: RtmpMessage, chunkSize: number): Buffer {
  const timestamp = message.timestamp >>> 0;
  const extended = timestamp >= EXTENDED;
  const header = Buffer.alloc(11);
  header.writeUIntBE(extended ? EXTENDED : timestamp, 0, 3);
  header.writeUIntBE(message.payload.length, 3, 3);
  header.writeUInt8(message.type, 6);
  header.writeUInt32LE(message.streamId, 7);
  const extendedBytes = Buffer.alloc(extended ? 4 : 0);
  if (extended) extendedBytes.writeUInt32BE(timestamp);

  const { payload } = message;
  const parts = [basicHeader(0, csid), header, extendedBytes, payload.subarray(0, chunkSize)];
  const continuation = Buffer.concat([basicHeader(3, csid), extendedBytes]);
  for (let offset = chunkSize; offset < payload.length; offset += chunkSize) parts.push(continuation, payload.subarray(offset, offset + chunkSize));
  return Buffer.concat(parts);
}

function u32Payload(...values: number[]): Buffer {
  const payload = Buffer.alloc(4 * values.length);
  values.forEach((value, index) => payload.writeUInt32BE(value >>> 0, index * 4));
  return payload;
}

/** A protocol control message (types 1 to 6 travel on chunk stream 2, message stream 0). */
const control = (type: number, payload: Buffer): RtmpMessage => ({ type, streamId: 0, timestamp: 0, payload });

export const setChunkSize = (size: number) => control(MessageType.setChunkSize, u32Payload(size));
export const windowAckSize = (size: number) => control(MessageType.windowAckSize, u32Payload(size));
export const acknowledgement = (bytesReceived: number) => control(MessageType.acknowledgement, u32Payload(bytesReceived));
/** Limit type 2 (dynamic): the peer may treat it as hard or ignore it. */
export const setPeerBandwidth = (size: number) => control(MessageType.setPeerBandwidth, Buffer.concat([u32Payload(size), Buffer.of(2)]));

/** A user control event: its 16-bit number then its 32-bit argument (a stream id, or a ping's time). */
export function userControl(event: number, value: number): RtmpMessage {
  const payload = Buffer.alloc(6);
  payload.writeUInt16BE(event, 0);
  payload.writeUInt32BE(value >>> 0, 2);
  return control(MessageType.userControl, payload);
}

/** An AMF0 command: name, transaction id, command object, then arguments. */
export function command(streamId: number, name: string, transactionId: number, ...values: AmfValue[]): RtmpMessage {
  return { type: MessageType.commandAmf0, streamId, timestamp: 0, payload: encodeAmf0(name, transactionId, ...values) };
}

/** onStatus on a message stream, as players and encoders expect it: level, code, description. */
export function onStatus(streamId: number, level: 'status' | 'error', code: string, description: string): RtmpMessage {
  return command(streamId, 'onStatus', 0, null, { level, code, description });
}

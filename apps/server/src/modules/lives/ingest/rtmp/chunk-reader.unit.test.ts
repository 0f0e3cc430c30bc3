import { describe, expect, it } from 'vitest';
import { ChunkReader, RtmpProtocolError } from './chunk-reader.js';
import { encodeChunks, setChunkSize } from './chunk-writer.js';
import { MessageType, type RtmpMessage } from './message.js';

/** Distinct bytes, so that a payload put together in the wrong order shows. */
const bytes = (length: number, seed = 1) => Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) & 0xff));
const video = (length: number, timestamp = 0, seed = 1): RtmpMessage => ({ type: MessageType.video, streamId: 1, timestamp, payload: bytes(length, seed) });

/** Messages as plain strings: compared at once, where a deep comparison of large buffers is slow. */
const flat = (messages: RtmpMessage[]) => messages.map((m) => `${m.type} ${m.streamId} ${m.timestamp} ${m.payload.toString('base64')}`);

/** Feeds `data` in pieces of the given sizes (cycled), collecting the messages. */
function feed(reader: ChunkReader, data: Buffer, pieces: number[]): RtmpMessage[] {
  const messages: RtmpMessage[] = [];
  for (let offset = 0, i = 0; offset < data.length; i++) {
    const size = pieces[i % pieces.length]!;
    messages.push(...reader.push(data.subarray(offset, offset + size)));
    offset += size;
  }
  return messages;
}

/** A chunk written by hand: basic header byte(s), the message header of `format`, payload. */
function chunk(format: 0 | 1 | 2 | 3, csid: number, header: { timestamp?: number; length?: number; type?: number; streamId?: number }, payload: Buffer): Buffer {
  const sizes = [11, 7, 3, 0];
  const fields = Buffer.alloc(sizes[format]!);
  if (format <= 2) fields.writeUIntBE(header.timestamp ?? 0, 0, 3);
  if (format <= 1) {
    fields.writeUIntBE(header.length ?? payload.length, 3, 3);
    fields.writeUInt8(header.type ?? MessageType.video, 6);
  }
  if (format === 0) fields.writeUInt32LE(header.streamId ?? 1, 7);
  return Buffer.concat([Buffer.of((format << 6) | csid), fields, payload]);
}

describe('ChunkReader', () => {
  const messages = [video(0), video(1), video(127, 40, 2), video(128, 80, 3), video(129, 120, 4), video(300, 160, 5), video(70_000, 200, 6)];

  for (const chunkSize of [1, 128, 129, 4096, 60_000]) {
    it(`reassembles messages cut at chunk size ${chunkSize}, however the bytes arrive`, () => {
      const stream = Buffer.concat([
        encodeChunks(2, setChunkSize(chunkSize), 128),
        ...messages.map((message, i) => encodeChunks(i % 2 === 0 ? 4 : 6, message, chunkSize)),
      ]);
      for (const pieces of [[stream.length], [1], [7, 1, 300, 13], [4096]]) {
        const reader = new ChunkReader();
        expect(flat(feed(reader, stream, pieces))).toEqual(flat(messages));
        expect(reader.peerChunkSize).toBe(chunkSize);
      }
    });
  }

  it('puts back together messages whose chunks are interleaved on two chunk streams', () => {
    const audio = bytes(300, 7);
    const picture = bytes(200, 9);
    const stream = Buffer.concat([
      chunk(0, 4, { timestamp: 10, length: 300, type: MessageType.audio }, audio.subarray(0, 128)),
      chunk(0, 6, { timestamp: 12, length: 200, type: MessageType.video }, picture.subarray(0, 128)),
      chunk(3, 4, {}, audio.subarray(128, 256)),
      chunk(3, 6, {}, picture.subarray(128)),
      chunk(3, 4, {}, audio.subarray(256)),
    ]);
    const out = new ChunkReader().push(stream);
    expect(out.map((m) => [m.type, m.timestamp])).toEqual([
      [MessageType.video, 12],
      [MessageType.audio, 10],
    ]);
    expect(out[0]!.payload).toEqual(picture);
    expect(out[1]!.payload).toEqual(audio);
  });

  it('applies the timestamp deltas of fmt 1, 2 and 3 headers, a fmt 3 after a fmt 0 repeating its timestamp', () => {
    const stream = Buffer.concat([
      chunk(0, 4, { timestamp: 1000, type: MessageType.audio }, bytes(3)),
      chunk(2, 4, { timestamp: 20 }, bytes(3)),
      chunk(3, 4, {}, bytes(3)),
      chunk(1, 4, { timestamp: 33, type: MessageType.video }, bytes(2)),
      chunk(3, 4, {}, bytes(2)),
      chunk(0, 5, { timestamp: 40, streamId: 7 }, bytes(1)),
      chunk(3, 5, {}, bytes(1)),
    ]);
    const out = new ChunkReader().push(stream);
    expect(out.map((m) => [m.type, m.timestamp, m.payload.length, m.streamId])).toEqual([
      [MessageType.audio, 1000, 3, 1],
      [MessageType.audio, 1020, 3, 1],
      [MessageType.audio, 1040, 3, 1],
      [MessageType.video, 1073, 2, 1],
      [MessageType.video, 1106, 2, 1],
      [MessageType.video, 40, 1, 7],
      [MessageType.video, 80, 1, 7],
    ]);
  });

  it('reads extended timestamps, repeated in the continuation chunks', () => {
    const message = video(300, 0x0100_0000);
    const encoded = encodeChunks(6, message, 128);
    // fmt 0 header + extended timestamp + 128 bytes, then twice fmt 3 + extended timestamp + the rest.
    expect(encoded.length).toBe(1 + 11 + 4 + 128 + (1 + 4 + 128) + (1 + 4 + 44));
    expect(feed(new ChunkReader(), encoded, [5])).toEqual([message]);
    const delta = Buffer.concat([chunk(0, 4, { timestamp: 5 }, bytes(1)), chunk(2, 4, { timestamp: 0xffffff }, Buffer.alloc(0)).subarray(0, 4), Buffer.from('01000000', 'hex'), bytes(1)]);
    expect(new ChunkReader().push(delta).map((m) => m.timestamp)).toEqual([5, 5 + 0x0100_0000]);
  });

  it('reads chunk stream ids written on two and three bytes', () => {
    for (const csid of [2, 63, 64, 319, 320, 65_599]) {
      const message = video(200, csid);
      expect(new ChunkReader().push(encodeChunks(csid, message, 128))).toEqual([message]);
    }
    expect(() => encodeChunks(65_600, video(1), 128)).toThrow(RangeError);
  });

  it('drops a message being received when the peer aborts it', () => {
    const abort: RtmpMessage = { type: MessageType.abort, streamId: 0, timestamp: 0, payload: Buffer.from('00000004', 'hex') };
    const stream = Buffer.concat([
      chunk(0, 4, { length: 300 }, bytes(128)),
      encodeChunks(2, abort, 128),
      chunk(0, 4, { timestamp: 9 }, bytes(5)),
    ]);
    expect(new ChunkReader().push(stream).map((m) => [m.timestamp, m.payload.length])).toEqual([[9, 5]]);
  });

  it('refuses a message too long, too much held unfinished, a headerless first chunk, a zero chunk size', () => {
    expect(() => new ChunkReader({ maxMessageBytes: 1000 }).push(chunk(0, 4, { length: 1001 }, bytes(128)))).toThrow(RtmpProtocolError);
    const manyOpen = Buffer.concat(Array.from({ length: 10 }, (_, i) => chunk(0, 4 + i, { length: 1000 }, bytes(128))));
    expect(() => new ChunkReader({ maxPendingBytes: 1000 }).push(manyOpen)).toThrow(/inachevés/);
    expect(() => new ChunkReader({ maxChunkStreams: 3 }).push(manyOpen)).toThrow(/flux de blocs/);
    expect(() => new ChunkReader().push(chunk(3, 4, {}, bytes(1)))).toThrow(/sans en-tête/);
    expect(() => new ChunkReader().push(encodeChunks(2, setChunkSize(0), 128))).toThrow(/nulle/);
  });
});

import { describe, expect, it } from 'vitest';
import { readWebmTracks } from './webm-header.js';

/** An EBML element with a 1-byte size (enough for these small test elements) or an unknown size. */
function element(id: number[], body: Buffer | Buffer[], unknownSize = false): Buffer {
  const data = Array.isArray(body) ? Buffer.concat(body) : body;
  const size = unknownSize ? Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]) : Buffer.from([0x80 | data.length]);
  return Buffer.concat([Buffer.from(id), size, data]);
}
const uint = (id: number[], value: number) => element(id, Buffer.from([value >> 8, value & 0xff]));
const text = (id: number[], value: string) => element(id, Buffer.from(value, 'latin1'));

function mediaRecorderHead(videoCodec: string | null, audio: boolean): Buffer {
  const entries: Buffer[] = [];
  if (videoCodec) {
    entries.push(element([0xae], [uint([0x83], 1), text([0x86], videoCodec), element([0xe0], [uint([0xb0], 640), uint([0xba], 360)])]));
  }
  if (audio) entries.push(element([0xae], [uint([0x83], 2), text([0x86], 'A_OPUS')]));
  const header = element([0x1a, 0x45, 0xdf, 0xa3], text([0x42, 0x82], 'webm'));
  const info = element([0x15, 0x49, 0xa9, 0x66], uint([0x2a, 0xd7, 0xb1], 1000000 & 0xffff));
  const tracks = element([0x16, 0x54, 0xae, 0x6b], entries);
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(10), true);
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), info, tracks, cluster]);
}

describe('readWebmTracks', () => {
  it('reads the video codec and size and whether there is audio', () => {
    expect(readWebmTracks(mediaRecorderHead('V_VP8', true))).toEqual({ video: { codec: 'vp8', width: 640, height: 360 }, hasAudio: true });
    expect(readWebmTracks(mediaRecorderHead('V_MPEG4/ISO/AVC', false))).toEqual({ video: { codec: 'h264', width: 640, height: 360 }, hasAudio: false });
    expect(readWebmTracks(mediaRecorderHead(null, true))).toEqual({ video: null, hasAudio: true });
  });

  it('asks for more while the track list is incomplete', () => {
    const head = mediaRecorderHead('V_VP9', true);
    const tracksEnd = head.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    for (const cut of [0, 3, 20, tracksEnd - 1]) expect(readWebmTracks(head.subarray(0, cut))).toBeNull();
    expect(readWebmTracks(head.subarray(0, tracksEnd))?.video?.codec).toBe('vp9');
  });

  it('refuses bytes that are not WebM', () => {
    expect(() => readWebmTracks(Buffer.from('GET / HTTP/1.1\r\n'))).toThrow(/WebM/);
  });
});

import { describe, expect, it } from 'vitest';
import { looksLikeVideo } from './url-check.js';

const withTail = (head: Buffer) => Buffer.concat([head, Buffer.alloc(400)]);

describe('looksLikeVideo', () => {
  it.each([
    ['MP4', withTail(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42')]))],
    ['WebM / Matroska', withTail(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))],
    ['MPEG-TS', (() => { const b = Buffer.alloc(400); b[0] = 0x47; b[188] = 0x47; return b; })()],
    ['AVI', withTail(Buffer.from('RIFF\0\0\0\0AVI LIST'))],
    ['FLV', withTail(Buffer.from('FLV\x01'))],
    ['Ogg', withTail(Buffer.from('OggS'))],
    ['MPEG-PS', withTail(Buffer.from([0, 0, 1, 0xba]))],
  ])('recognises %s', (_name, bytes) => expect(looksLikeVideo(bytes)).toBe(true));

  it.each([
    ['text', Buffer.from('pas une vidéo '.repeat(40))],
    ['an HLS playlist', Buffer.from('#EXTM3U\n#EXT-X-VERSION:3\n')],
    ['a PNG image', withTail(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
    ['a lone TS sync byte', withTail(Buffer.from([0x47, 1, 2, 3]))],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => expect(looksLikeVideo(bytes)).toBe(false));
});

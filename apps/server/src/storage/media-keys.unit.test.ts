import { describe, expect, it } from 'vitest';
import { contentTypeOf, InvalidMediaKeyError, mediaKeySegments } from './media-keys.js';

describe('mediaKeySegments', () => {
  it.each(['videos/0b5c2f9e-1d7a-4c1b-9a53-2f0e6f1d8c44/hls/720p/seg_00001.ts', 'videos/v1/source', 'a..b/.hidden/x-y_z.m3u8'])('accepts %j', (key) => {
    expect(mediaKeySegments(key).join('/')).toBe(key);
  });

  it.each(['', '/', 'a/', '/a', 'a//b', '.', '..', 'a/./b', 'a/../b', 'a\\b', 'C:/x', 'a b', 'vidéo', 'a\0b'])('refuses %j', (key) => {
    expect(() => mediaKeySegments(key)).toThrow(InvalidMediaKeyError);
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['videos/v/hls/master.m3u8', 'application/vnd.apple.mpegurl'],
    ['videos/v/hls/720p/seg_00001.ts', 'video/mp2t'],
    ['videos/v/hls/poster.jpg', 'image/jpeg'],
    ['videos/v/hls/POSTER.JPG', 'image/jpeg'],
    ['videos/v/hls/preview/thumbnails.vtt', 'text/vtt'],
    ['videos/v/source', 'application/octet-stream'],
    ['videos/v/source.mp4', 'application/octet-stream'],
  ])('%s → %s', (key, type) => {
    expect(contentTypeOf(key)).toBe(type);
  });
});

import { describe, expect, it } from 'vitest';
import { parseThumbnailVtt, thumbnailAt } from './thumbnail-track';

const BASE = 'https://kora.example/media/hls/v1/u1/1700000000/abc/thumbnails.vtt';

describe('seek preview track (WebVTT of sprite sheets)', () => {
  it('reads each cue: its times, the sheet resolved against the file, and the xywh region', () => {
    const vtt = ['WEBVTT', '', '00:00:00.000 --> 00:00:05.000', 'sprite-0.jpg#xywh=0,0,160,90', '', '00:00:05.000 --> 00:00:10.000', 'sprite-0.jpg#xywh=160,0,160,90', ''].join('\n');
    expect(parseThumbnailVtt(vtt, BASE)).toEqual([
      { start: 0, end: 5, url: 'https://kora.example/media/hls/v1/u1/1700000000/abc/sprite-0.jpg', region: { x: 0, y: 0, width: 160, height: 90 } },
      { start: 5, end: 10, url: 'https://kora.example/media/hls/v1/u1/1700000000/abc/sprite-0.jpg', region: { x: 160, y: 0, width: 160, height: 90 } },
    ]);
  });

  it('takes hours, short timestamps, identifiers, cue settings, CRLF, a BOM, NOTE blocks and the pixel: unit', () => {
    const vtt = [
      '\uFEFFWEBVTT - aperçus',
      '',
      'NOTE made by ffmpeg',
      '',
      'cue-1',
      '01:00:00.500 --> 01:00:01.000 align:start',
      '../sheets/b.jpg#xywh=pixel:10,20,30,40',
      '',
      '00:59.000 --> 01:00.000',
      '/posters/whole.jpg',
    ].join('\r\n');
    expect(parseThumbnailVtt(vtt, BASE)).toEqual([
      { start: 59, end: 60, url: 'https://kora.example/posters/whole.jpg', region: null },
      { start: 3600.5, end: 3601, url: 'https://kora.example/media/hls/v1/u1/1700000000/sheets/b.jpg', region: { x: 10, y: 20, width: 30, height: 40 } },
    ]);
  });

  it('skips what it cannot use and refuses a file that is not WebVTT', () => {
    const broken = ['WEBVTT', '', '00:00:05.000 --> 00:00:01.000', 'backwards.jpg', '', '00:00:05.000 --> 00:00:06.000', '', '00:00:06.000 --> 00:00:07.000', 'ok.jpg#xywh=0,0,0,0'].join('\n');
    expect(parseThumbnailVtt(broken, BASE)).toEqual([{ start: 6, end: 7, url: 'https://kora.example/media/hls/v1/u1/1700000000/abc/ok.jpg', region: null }]);
    expect(parseThumbnailVtt('<html>403</html>', BASE)).toEqual([]);
    expect(parseThumbnailVtt('', BASE)).toEqual([]);
  });

  it('finds the preview of a moment, the previous one in a gap, and the ends', () => {
    const cues = parseThumbnailVtt(['WEBVTT', '', '00:00:00.000 --> 00:00:05.000', 'a.jpg', '', '00:00:05.000 --> 00:00:10.000', 'b.jpg', '', '00:00:20.000 --> 00:00:25.000', 'c.jpg'].join('\n'), BASE);
    const name = (time: number) => thumbnailAt(cues, time)?.url.split('/').pop();
    expect(name(0)).toBe('a.jpg');
    expect(name(4.99)).toBe('a.jpg');
    expect(name(5)).toBe('b.jpg');
    expect(name(15)).toBe('b.jpg');
    expect(name(24)).toBe('c.jpg');
    expect(name(999)).toBe('c.jpg');
    expect(name(-1)).toBe('a.jpg');
    expect(thumbnailAt([], 3)).toBeNull();
  });
});

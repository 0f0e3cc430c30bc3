import { describe, expect, it } from 'vitest';
import { countThumbnailFrames, formatThumbnailsVtt, posterFrame, thumbnailPlan, thumbnailSize, vttTimestamp } from './thumbnails.js';

describe('thumbnailPlan', () => {
  it('takes the poster at 10 % of the video, at most 5 s in', () => {
    expect(thumbnailPlan(7).posterAtSeconds).toBe(0.7);
    expect(thumbnailPlan(1).posterAtSeconds).toBe(0.1);
    expect(thumbnailPlan(3600).posterAtSeconds).toBe(5);
    expect(thumbnailPlan(0).posterAtSeconds).toBe(0);
  });

  it('spaces thumbnails every 2 s, further apart past 400 s so there are at most about 200', () => {
    expect(thumbnailPlan(7).intervalSeconds).toBe(2);
    expect(thumbnailPlan(400).intervalSeconds).toBe(2);
    expect(thumbnailPlan(401).intervalSeconds).toBe(3);
    expect(thumbnailPlan(3600).intervalSeconds).toBe(18);
    expect(Math.ceil(36_000 / thumbnailPlan(36_000).intervalSeconds)).toBeLessThanOrEqual(200);
  });
});

describe('countThumbnailFrames', () => {
  const header = 'YUV4MPEG2 W160 H90 F1:2 Ip A1:1 C420mpeg2 XYSCSS=420MPEG2 XCOLORRANGE=FULL\n';
  const frame = 6 + 160 * 90 * 1.5;

  it('reads the thumbnail size from the header and counts whole frames', () => {
    expect(countThumbnailFrames(Buffer.from(header + 'FRAME\n'), header.length + 4 * frame)).toEqual({ width: 160, height: 90, count: 4 });
    expect(countThumbnailFrames(Buffer.from(header), header.length + 4 * frame - 1)?.count).toBe(3);
    expect(countThumbnailFrames(Buffer.from(header), header.length)?.count).toBe(0);
  });

  it('counts the chroma of odd sizes rounded up', () => {
    const odd = header.replace('H90', 'H91');
    expect(countThumbnailFrames(Buffer.from(odd), odd.length + 2 * (6 + 160 * 91 + 2 * 80 * 46))?.count).toBe(2);
  });

  it('refuses what is not a 4:2:0 YUV4MPEG file', () => {
    expect(countThumbnailFrames(Buffer.from('GIF89a'), 1000)).toBeNull();
    expect(countThumbnailFrames(Buffer.from(header.replace('C420mpeg2', 'C444')), 1000)).toBeNull();
  });
});

describe('formatThumbnailsVtt', () => {
  it('writes one cue per thumbnail, the last ending at the playable duration', () => {
    const { text, count } = formatThumbnailsVtt({ count: 4, intervalSeconds: 2, width: 160, height: 90, durationSeconds: 7 });
    expect(count).toBe(4);
    expect(text).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:02.000\nsheet_001.jpg#xywh=0,0,160,90',
        '',
        '00:00:02.000 --> 00:00:04.000\nsheet_001.jpg#xywh=160,0,160,90',
        '',
        '00:00:04.000 --> 00:00:06.000\nsheet_001.jpg#xywh=320,0,160,90',
        '',
        '00:00:06.000 --> 00:00:07.000\nsheet_001.jpg#xywh=480,0,160,90',
        '',
      ].join('\n'),
    );
  });

  it('fills sheets row by row, 100 tiles each, and skips thumbnails past the end', () => {
    const { text, count } = formatThumbnailsVtt({ count: 112, intervalSeconds: 2, width: 160, height: 284, durationSeconds: 221.5 });
    expect(count).toBe(111);
    expect(text).toContain('00:00:20.000 --> 00:00:22.000\nsheet_001.jpg#xywh=0,284,160,284\n');
    expect(text).toContain('00:03:18.000 --> 00:03:20.000\nsheet_001.jpg#xywh=1440,2556,160,284\n');
    expect(text).toContain('00:03:20.000 --> 00:03:22.000\nsheet_002.jpg#xywh=0,0,160,284\n');
    expect(text.endsWith('\n00:03:40.000 --> 00:03:41.500\nsheet_002.jpg#xywh=0,284,160,284\n')).toBe(true);
  });

  it('lets the last existing thumbnail stand until the end when ffmpeg wrote fewer than planned', () => {
    const { text, count } = formatThumbnailsVtt({ count: 2, intervalSeconds: 2, width: 160, height: 90, durationSeconds: 7 });
    expect(count).toBe(2);
    expect(text.endsWith('\n00:00:02.000 --> 00:00:07.000\nsheet_001.jpg#xywh=160,0,160,90\n')).toBe(true);
  });

  it('gives a clip shorter than the interval one cue', () => {
    expect(formatThumbnailsVtt({ count: 1, intervalSeconds: 2, width: 160, height: 90, durationSeconds: 1 }).text).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nsheet_001.jpg#xywh=0,0,160,90\n',
    );
  });
});

describe('vttTimestamp', () => {
  it('writes hours, minutes, seconds and milliseconds', () => {
    expect(vttTimestamp(3661.5)).toBe('01:01:01.500');
    expect(vttTimestamp(59.9996)).toBe('00:01:00.000');
  });
});

describe('posterFrame and thumbnailSize', () => {
  it('takes as poster the thumbnail nearest the planned instant, inside the ones there are', () => {
    expect(posterFrame({ posterAtSeconds: 3, intervalSeconds: 2 }, 15)).toBe(2);
    expect(posterFrame({ posterAtSeconds: 0.7, intervalSeconds: 2 }, 4)).toBe(0);
    expect(posterFrame({ posterAtSeconds: 5, intervalSeconds: 2 }, 2)).toBe(1);
  });

  it('sizes a thumbnail 160 px wide with the even height ffmpeg rounds to', () => {
    expect(thumbnailSize(640, 360)).toEqual({ width: 160, height: 90 });
    expect(thumbnailSize(202, 360)).toEqual({ width: 160, height: 286 });
    expect(thumbnailSize(480, 360)).toEqual({ width: 160, height: 120 });
  });
});

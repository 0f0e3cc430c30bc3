import { describe, expect, it } from 'vitest';
import type { Av1Rung } from './av1-pass.js';
import { toAv1Master } from './av1-pass.js';
import { withSubtitleRenditions } from './hls-playlist.js';

const rung = (id: '144p' | '360p' | '720p', height: number, level: number, peak: number, average: number) =>
  ({ id, height, copy: `${id}-av1`, choice: { crf: 40, ssim: 0.99, target: 0.99, probes: 6 }, made: { level, measured: { peak, average } } }) as unknown as Av1Rung;

const H264 = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-STREAM-INF:BANDWIDTH=159528,AVERAGE-BANDWIDTH=133529,RESOLUTION=256x144,CODECS="avc1.64001e,mp4a.40.2"',
  '144p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=614672,AVERAGE-BANDWIDTH=499396,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=35097,AVERAGE-BANDWIDTH=34550,CODECS="mp4a.40.2"',
  'audio/index.m3u8',
  '',
].join('\n');

describe('toAv1Master', () => {
  const rungs = [rung('144p', 144, 0, 90_000, 60_000), rung('360p', 360, 1, 400_000, 300_000)];

  it('points each video variant at its copy, with its measured rates and AV1 CODECS, the audio-only one untouched', () => {
    expect(toAv1Master(H264, rungs)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=90000,AVERAGE-BANDWIDTH=60000,RESOLUTION=256x144,CODECS="av01.0.00M.08,mp4a.40.2"',
        '144p-av1/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=400000,AVERAGE-BANDWIDTH=300000,RESOLUTION=640x360,CODECS="av01.0.01M.08,mp4a.40.2"',
        '360p-av1/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=35097,AVERAGE-BANDWIDTH=34550,CODECS="mp4a.40.2"',
        'audio/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('keeps the subtitles the master names, and a capped master stays capped', () => {
    const subtitled = withSubtitleRenditions(H264, [{ language: 'fr', name: 'Français', uri: 'subs-fr/index.m3u8' }]);
    const av1 = toAv1Master(subtitled, rungs);
    expect(av1).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Français",LANGUAGE="fr"');
    expect(av1).toContain('RESOLUTION=640x360,CODECS="av01.0.01M.08,mp4a.40.2",SUBTITLES="subs"\n360p-av1/index.m3u8');
    const capped = H264.replace(/#EXT-X-STREAM-INF:[^\n]*640x360[^\n]*\n360p\/index.m3u8\n/, '');
    expect(toAv1Master(capped, rungs)).not.toContain('360p');
  });

  it('writes none from a master with a rung that has no copy (a 1080p rung: its viewers keep H.264)', () => {
    expect(toAv1Master(H264, rungs.slice(0, 1))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist } from './hls-playlist.js';
import { formatLivePlaylist, formatReplayPlaylist, liveSegmentName, parseFfmpegLivePlaylist, segmentsDuration, targetDurationOf, type LiveSegment } from './live-playlist.js';

const ffmpegText = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:4
#EXT-X-INDEPENDENT-SEGMENTS
#EXTINF:2.000000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-23T23:04:14.272+0000
seg_4.ts
#EXTINF:1.960000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-23T23:04:16.272+0000
seg_5.ts
`;

const segment = (sequence: number, extra: Partial<LiveSegment> = {}): LiveSegment => ({
  sequence,
  durationSeconds: 2,
  programDateTime: `2026-11-23T23:00:${String(sequence * 2).padStart(2, '0')}.000+00:00`,
  discontinuity: false,
  ...extra,
});

describe('parseFfmpegLivePlaylist', () => {
  it("numbers entries from ffmpeg's media sequence and keeps their dates", () => {
    const parsed = parseFfmpegLivePlaylist(ffmpegText);
    expect(parsed.ended).toBe(false);
    expect(parsed.entries).toEqual([
      { index: 4, uri: 'seg_4.ts', durationSeconds: 2, programDateTime: '2026-11-23T23:04:14.272+0000' },
      { index: 5, uri: 'seg_5.ts', durationSeconds: 1.96, programDateTime: '2026-11-23T23:04:16.272+0000' },
    ]);
    expect(parseFfmpegLivePlaylist(`${ffmpegText}#EXT-X-ENDLIST\n`).ended).toBe(true);
  });

  it('gives nothing for a text that is not a playlist', () => {
    expect(parseFfmpegLivePlaylist('')).toEqual({ entries: [], ended: false });
    expect(parseFfmpegLivePlaylist('seg_1.ts\n')).toEqual({ entries: [], ended: false });
  });
});

describe('formatLivePlaylist', () => {
  it('shows the last six segments with their media sequence, dates and target duration', () => {
    const segments = Array.from({ length: 9 }, (_, i) => segment(i));
    const text = formatLivePlaylist({ segments, targetDuration: 2, ended: false });
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:3\n');
    expect(text).toContain('#EXT-X-TARGETDURATION:2\n');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0\n');
    expect(text).not.toContain('#EXT-X-ENDLIST');
    const parsed = parseMediaPlaylist(text);
    expect(parsed.segments.map((s) => s.uri)).toEqual([3, 4, 5, 6, 7, 8].map(liveSegmentName));
    expect(text.match(/#EXT-X-PROGRAM-DATE-TIME:/g)).toHaveLength(6);
  });

  it('marks reconnects, counts the ones that slid out of the window, and ends with ENDLIST', () => {
    const segments = Array.from({ length: 10 }, (_, i) => segment(i, { discontinuity: i === 2 || i === 7 }));
    const text = formatLivePlaylist({ segments, targetDuration: 2, ended: true });
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1\n');
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(text).toMatch(/#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME:[^\n]+\n#EXTINF:2\.000000,\nseg_00007\.ts/);
    expect(text.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
  });

  it('writes an empty but valid playlist before the first segment', () => {
    expect(formatLivePlaylist({ segments: [], targetDuration: 2, ended: false })).toContain('#EXT-X-MEDIA-SEQUENCE:0');
  });
});

describe('formatReplayPlaylist', () => {
  it('lists every segment as VOD, discontinuities kept (not before the first), ENDLIST', () => {
    const segments = [segment(0, { discontinuity: false }), segment(1), segment(3, { discontinuity: true, durationSeconds: 1.5 })];
    const text = formatReplayPlaylist(segments, 2);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(text.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
    const parsed = parseMediaPlaylist(text);
    expect(parsed.segments.map((s) => s.uri)).toEqual(['seg_00000.ts', 'seg_00001.ts', 'seg_00003.ts']);
    expect(segmentsDuration(segments)).toBe(5.5);
  });
});

describe('targetDurationOf', () => {
  it('is the largest rounded EXTINF, never below the floor', () => {
    expect(targetDurationOf([segment(0, { durationSeconds: 2.005 })], 2)).toBe(2);
    expect(targetDurationOf([segment(0, { durationSeconds: 4.2 })], 2)).toBe(4);
    expect(targetDurationOf([], 2)).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatMasterPlaylist,
  parseAttributes,
  parseMasterPlaylist,
  withSubtitleRenditions,
  parseMediaPlaylist,
  playbackFiles,
  PlaylistParseError,
  playlistDuration,
  withoutLastSegment,
} from './hls-playlist.js';

const media = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXTINF:4.000000,',
  'seg_00000.ts',
  '#EXTINF:4.000000,',
  'seg_00001.ts',
  '',
  '#EXTINF:2.480000,',
  'seg_00002.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('parseMediaPlaylist', () => {
  it('lists segments with index, start and duration', () => {
    const playlist = parseMediaPlaylist(media);
    expect(playlist.targetDuration).toBe(4);
    expect(playlist.segments).toEqual([
      { uri: 'seg_00000.ts', durationSeconds: 4, startSeconds: 0, index: 0 },
      { uri: 'seg_00001.ts', durationSeconds: 4, startSeconds: 4, index: 1 },
      { uri: 'seg_00002.ts', durationSeconds: 2.48, startSeconds: 8, index: 2 },
    ]);
    expect(playlistDuration(playlist)).toBeCloseTo(10.48, 6);
  });

  it('names the init segment of fMP4 segments (EXT-X-MAP), none for MPEG-TS', () => {
    expect(parseMediaPlaylist(media).initUri).toBeNull();
    const fmp4 = parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-MAP:URI="init_144p.mp4"\n#EXTINF:2.000000,\nseg_00000.m4s\n');
    expect(fmp4.initUri).toBe('init_144p.mp4');
    expect(fmp4.segments.map((s) => s.uri)).toEqual(['seg_00000.m4s']);
    expect(playbackFiles(fmp4)).toEqual(['init_144p.mp4', 'seg_00000.m4s']);
    expect(playbackFiles(parseMediaPlaylist(media))).toEqual(['seg_00000.ts', 'seg_00001.ts', 'seg_00002.ts']);
  });

  it('hands each init segment before the first segment it applies to (a replay starting over after a reconnect)', () => {
    const replay = parseMediaPlaylist(
      '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-MAP:URI="init_0.mp4"\n#EXTINF:2,\nr0_00000.m4s\n#EXTINF:2,\nr0_00001.m4s\n#EXT-X-DISCONTINUITY\n#EXT-X-MAP:URI="init_1.mp4"\n#EXTINF:2,\nr1_00000.m4s\n',
    );
    expect(replay.initUri).toBe('init_0.mp4');
    expect(replay.segments.map((s) => s.index)).toEqual([0, 1, 2]);
    expect(playbackFiles(replay)).toEqual(['init_0.mp4', 'r0_00000.m4s', 'r0_00001.m4s', 'init_1.mp4', 'r1_00000.m4s']);
  });

  it('accepts CRLF and titles after the duration', () => {
    const playlist = parseMediaPlaylist('#EXTM3U\r\n#EXT-X-TARGETDURATION:6\r\n#EXTINF:5.5,Intro\r\na.ts\r\n');
    expect(playlist.segments[0]).toEqual({ uri: 'a.ts', durationSeconds: 5.5, startSeconds: 0, index: 0 });
  });

  it('does not drift over a long video', () => {
    const body = Array.from({ length: 10_000 }, (_, i) => `#EXTINF:3.989333,\ns${i}.ts`).join('\n');
    const last = parseMediaPlaylist(`#EXTM3U\n#EXT-X-TARGETDURATION:4\n${body}`).segments.at(-1)!;
    expect(last.startSeconds).toBe((9_999 * 3_989_333) / 1e6);
  });

  it('refuses what is not a media playlist', () => {
    expect(() => parseMediaPlaylist('<html>')).toThrow(PlaylistParseError);
    expect(() => parseMediaPlaylist('#EXTM3U\n#EXTINF:4,\na.ts')).toThrow(/TARGETDURATION/);
    expect(() => parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:abc,\na.ts')).toThrow(/EXTINF/);
    expect(() => parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:4\na.ts')).toThrow(/sans #EXTINF/);
  });

  it('can drop the trailing segment and keep the end tag', () => {
    const trimmed = parseMediaPlaylist(withoutLastSegment(media));
    expect(trimmed.segments.map((s) => s.uri)).toEqual(['seg_00000.ts', 'seg_00001.ts']);
    expect(withoutLastSegment(media)).toMatch(/#EXT-X-ENDLIST\n$/);
  });
});

describe('parseMasterPlaylist', () => {
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-STREAM-INF:BANDWIDTH=184800,RESOLUTION=256x144,CODECS="avc1.42c00c,mp4a.40.2"',
    '144p/index.m3u8',
    '',
    '#EXT-X-STREAM-INF:CODECS="mp4a.40.2",BANDWIDTH=70400,AVERAGE-BANDWIDTH=68000',
    'audio/index.m3u8',
  ].join('\n');

  it('reads bandwidth, resolution and codecs with commas inside quotes', () => {
    expect(parseMasterPlaylist(master)).toEqual([
      { uri: '144p/index.m3u8', bandwidth: 184_800, resolution: { width: 256, height: 144 }, codecs: 'avc1.42c00c,mp4a.40.2' },
      { uri: 'audio/index.m3u8', bandwidth: 70_400, averageBandwidth: 68_000, codecs: 'mp4a.40.2' },
    ]);
  });

  it('round-trips through formatMasterPlaylist', () => {
    const variants = parseMasterPlaylist(master);
    expect(parseMasterPlaylist(formatMasterPlaylist(variants))).toEqual(variants);
  });

  it('splits attribute lists honouring quotes', () => {
    expect(Object.fromEntries(parseAttributes('A=1,B="x,y",C=0x1F'))).toEqual({ A: '1', B: 'x,y', C: '0x1F' });
  });
});

describe('withSubtitleRenditions', () => {
  const master = formatMasterPlaylist([
    { uri: '144p/index.m3u8', bandwidth: 200_000, resolution: { width: 256, height: 144 } },
    { uri: '360p/index.m3u8', bandwidth: 800_000, resolution: { width: 640, height: 360 } },
  ]);
  const tracks = [
    { language: 'fr', name: 'Français', uri: 'subs-fr/index.m3u8' },
    { language: 'wo', name: 'Wolof "SDH"', uri: 'subs-wo/index.m3u8' },
  ];

  it('lists each track in one group that every variant names, before the variants', () => {
    const text = withSubtitleRenditions(master, tracks);
    const lines = text.split('\n');
    const media = lines.filter((l) => l.startsWith('#EXT-X-MEDIA:'));
    expect(media).toEqual([
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Français",LANGUAGE="fr",DEFAULT=NO,AUTOSELECT=NO,URI="subs-fr/index.m3u8"',
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Wolof 'SDH'",LANGUAGE="wo",DEFAULT=NO,AUTOSELECT=NO,URI="subs-wo/index.m3u8"`,
    ]);
    expect(lines.findIndex((l) => l.startsWith('#EXT-X-MEDIA:'))).toBeLessThan(lines.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF:')));
    expect(lines.filter((l) => l.startsWith('#EXT-X-STREAM-INF:')).every((l) => l.endsWith(',SUBTITLES="subs"'))).toBe(true);
    // The variants are still what a player reads.
    expect(parseMasterPlaylist(text).map((v) => v.uri)).toEqual(['144p/index.m3u8', '360p/index.m3u8']);
  });

  it('replaces the tracks of an earlier writing, and removes them all when none is left', () => {
    const twice = withSubtitleRenditions(withSubtitleRenditions(master, tracks), tracks.slice(1));
    expect(twice.match(/#EXT-X-MEDIA:/g)).toHaveLength(1);
    expect(twice.match(/SUBTITLES="subs"/g)).toHaveLength(2);
    expect(withSubtitleRenditions(twice, []).trim()).toBe(master.trim());
  });

  it('keeps names unique within the group', () => {
    const text = withSubtitleRenditions(master, [tracks[0]!, { language: 'en', name: 'Français', uri: 'subs-en/index.m3u8' }]);
    expect(text).toContain('NAME="Français (en)"');
  });
});

import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist } from '../hls-playlist.js';
import { readSubtitleFile, type SubtitleCue } from './subtitle-file.js';
import { segmentSubtitles } from './subtitle-segments.js';

const cue = (startMs: number, endMs: number, text: string): SubtitleCue => ({ startMs, endMs, text });
const mapLine = (mpegTs: number) => `X-TIMESTAMP-MAP=MPEGTS:${mpegTs},LOCAL:00:00:00.000`;

/** The cue texts of a segment, read back as a subtitle file would be. */
function textsOf(segment: { text: string } | undefined, durationSeconds: number): string[] {
  if (segment === undefined || !segment.text.includes('-->')) return [];
  return readSubtitleFile(new TextEncoder().encode(segment.text), { durationSeconds }).map((read) => read.text);
}

describe('segmentSubtitles', () => {
  const cues = [cue(1000, 3000, 'Début'), cue(28_000, 33_000, 'À cheval'), cue(95_000, 99_000, 'Fin')];
  const result = segmentSubtitles(cues, { durationSeconds: 100.5, mpegTs: 900_000, baseName: 'fr' });

  it('names the segments after the base name and covers the video with 30 s segments', () => {
    expect(result.segments.map((segment) => segment.name)).toEqual(['fr-0.vtt', 'fr-1.vtt', 'fr-2.vtt', 'fr-3.vtt']);
  });

  it('puts a cue crossing a boundary in both segments, and every cue where it overlaps', () => {
    expect(result.segments.map((segment) => textsOf(segment, 100.5))).toEqual([['Début', 'À cheval'], ['À cheval'], [], ['Fin']]);
  });

  it('keeps cue times as the video times', () => {
    expect(result.segments[1]?.text).toContain('00:00:28.000 --> 00:00:33.000\nÀ cheval');
  });

  it('writes empty segments too, each starting with WEBVTT and the timestamp map', () => {
    expect(result.segments[2]?.text).toBe(`WEBVTT\n${mapLine(900_000)}\n`);
    for (const segment of result.segments) expect(segment.text.startsWith(`WEBVTT\n${mapLine(900_000)}\n`)).toBe(true);
  });

  it('writes a VOD media playlist listing every segment by bare name', () => {
    expect(result.playlist).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:30',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXTINF:30.000,',
        'fr-0.vtt',
        '#EXTINF:30.000,',
        'fr-1.vtt',
        '#EXTINF:30.000,',
        'fr-2.vtt',
        '#EXTINF:10.500,',
        'fr-3.vtt',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
  });

  it('has EXTINF durations that add up to the video length', () => {
    for (const durationSeconds of [100.5, 7.25, 3600, 5423.417, 60]) {
      const { playlist } = segmentSubtitles([], { durationSeconds, mpegTs: 0, baseName: 'en', segmentSeconds: 6 });
      const totalMs = [...playlist.matchAll(/^#EXTINF:(\d+\.\d{3}),$/gm)].reduce((sum, match) => sum + Math.round(Number(match[1]) * 1000), 0);
      expect(totalMs).toBe(Math.round(durationSeconds * 1000));
      const parsed = parseMediaPlaylist(playlist);
      expect(parsed.segments).toHaveLength(Math.ceil(durationSeconds / 6));
      expect(Math.max(...parsed.segments.map((segment) => segment.durationSeconds))).toBeLessThanOrEqual(parsed.targetDuration);
    }
  });

  it('rounds the target duration up from the longest segment', () => {
    const { playlist } = segmentSubtitles([], { durationSeconds: 20, mpegTs: 0, baseName: 'fr', segmentSeconds: 6.5 });
    expect(playlist).toContain('#EXT-X-TARGETDURATION:7\n');
    expect(playlist).toContain('#EXTINF:0.500,\nfr-3.vtt\n');
  });

  it('puts a cue ending on a boundary in its segment only, and a cue in the end slack in the last one', () => {
    const { segments } = segmentSubtitles([cue(29_000, 30_000, 'Juste'), cue(60_200, 60_400, 'Après la fin')], {
      durationSeconds: 60,
      mpegTs: 0,
      baseName: 'fr',
    });
    expect(segments.map((segment) => textsOf(segment, 60))).toEqual([['Juste'], ['Après la fin']]);
  });

  it('refuses options that would write a broken playlist', () => {
    const options = { durationSeconds: 10, mpegTs: 0, baseName: 'fr' };
    expect(() => segmentSubtitles([], { ...options, durationSeconds: 0 })).toThrow(RangeError);
    expect(() => segmentSubtitles([], { ...options, segmentSeconds: Number.NaN })).toThrow(RangeError);
    expect(() => segmentSubtitles([], { ...options, mpegTs: -1 })).toThrow(RangeError);
    expect(() => segmentSubtitles([], { ...options, baseName: 'a/b' })).toThrow(RangeError);
    expect(() => segmentSubtitles([], { ...options, baseName: 'fr\n#EXT-X-ENDLIST' })).toThrow(RangeError);
  });
});

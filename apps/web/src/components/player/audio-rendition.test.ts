import type { Rendition } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { audioOnlyPlaylist, renditionsAsPlayed } from './audio-rendition';

const rungs: Rendition[] = [
  { id: '144p', height: 144, bandwidth: 130_000, megabytesPerMinute: 0.7 },
  { id: 'audio', height: null, bandwidth: 40_000, megabytesPerMinute: 0.3, opus: { playlist: 'audio-opus/index.m3u8', megabytesPerMinute: 0.2 } },
];
const older: Rendition[] = [{ id: '144p', height: 144, bandwidth: 130_000, megabytesPerMinute: 0.8 }, { id: 'audio', height: null, bandwidth: 40_000, megabytesPerMinute: 0.3 }];

describe('the audio-only rendition a browser plays', () => {
  it('is the Opus copy where the browser decodes Opus in MP4 and the video has one, at its own cost', () => {
    expect(audioOnlyPlaylist(rungs, true)).toBe('audio-opus/index.m3u8');
    expect(renditionsAsPlayed(rungs, true).map((r) => r.megabytesPerMinute)).toEqual([0.7, 0.2]);
  });

  it('is the AAC-LC one otherwise: a browser without Opus, or a video prepared before the copy existed', () => {
    expect(audioOnlyPlaylist(rungs, false)).toBe('audio/index.m3u8');
    expect(renditionsAsPlayed(rungs, false).map((r) => r.megabytesPerMinute)).toEqual([0.7, 0.3]);
    expect(audioOnlyPlaylist(older, true)).toBe('audio/index.m3u8');
    expect(renditionsAsPlayed(older, true)).toEqual(older);
  });
});

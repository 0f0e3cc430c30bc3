import { describe, expect, it } from 'vitest';
import { defaultSubtitlePicks, withPick } from './subtitle-picks';

const tracks = [{ language: 'fr' }, { language: 'wo' }, { language: 'ln' }] as const;

describe('the subtitles a download keeps', () => {
  it('by default, the language the player shows when the video has it', () => {
    expect(defaultSubtitlePicks(tracks, 'wo')).toEqual(['wo']);
  });

  it('by default, none when nothing shows, when the page knows nothing, or when the video lacks that language', () => {
    expect(defaultSubtitlePicks(tracks, null)).toEqual([]);
    expect(defaultSubtitlePicks(tracks, undefined)).toEqual([]);
    expect(defaultSubtitlePicks(tracks, 'en')).toEqual([]);
    expect(defaultSubtitlePicks([], 'fr')).toEqual([]);
  });

  it('follows the boxes ticked and unticked, in the video’s order of its tracks', () => {
    expect(withPick(tracks, ['wo'], 'fr', true)).toEqual(['fr', 'wo']);
    expect(withPick(tracks, ['fr', 'wo'], 'fr', false)).toEqual(['wo']);
    expect(withPick(tracks, ['wo'], 'wo', false)).toEqual([]);
    expect(withPick(tracks, ['ln', 'en'], 'wo', true)).toEqual(['wo', 'ln']);
  });
});

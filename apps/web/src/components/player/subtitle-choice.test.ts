import { describe, expect, it } from 'vitest';
import { afterBrowserChange, applyTrackModes, startLanguage, type TextTrackLike, toggledLanguage } from './subtitle-choice';

const fr = { language: 'fr' } as const;
const wo = { language: 'wo' } as const;
const ln = { language: 'ln' } as const;

describe('the subtitles a player starts with', () => {
  it('shows the profile’s last language when the video has it', () => {
    expect(startLanguage([fr, wo], 'wo')).toBe('wo');
  });

  it('shows none when the video lacks it, when the profile chose none, or before anything is known', () => {
    expect(startLanguage([fr, wo], 'en')).toBeNull();
    expect(startLanguage([fr, wo], null)).toBeNull();
    expect(startLanguage([fr, wo], undefined)).toBeNull();
    expect(startLanguage([], 'fr')).toBeNull();
  });
});

describe('the `c` shortcut', () => {
  it('turns shown subtitles off', () => {
    expect(toggledLanguage('wo', [fr, wo], null, 'fr')).toBeNull();
  });

  it('brings back the language last turned off, else the profile’s, else the first track', () => {
    expect(toggledLanguage(null, [fr, wo, ln], 'ln', 'wo')).toBe('ln');
    expect(toggledLanguage(null, [fr, wo, ln], null, 'wo')).toBe('wo');
    expect(toggledLanguage(null, [fr, wo, ln], 'en', 'en')).toBe('fr');
    expect(toggledLanguage(null, [wo], null, null)).toBe('wo');
  });

  it('does nothing on a video without subtitles', () => {
    expect(toggledLanguage(null, [], 'fr', 'fr')).toBeNull();
  });
});

const track = (language: string, kind = 'subtitles', mode: TextTrackMode = 'disabled'): TextTrackLike => ({ kind, language, mode });

describe('the text tracks’ modes', () => {
  it('shows our track of the chosen language and disables every other subtitle track, ours or the browser’s', () => {
    const ourFr = track('fr', 'subtitles', 'showing');
    const ourWo = track('wo');
    const safariFr = track('fr', 'subtitles', 'showing');
    const safariCaptions = track('wo', 'captions', 'hidden');
    const metadata = track('', 'metadata', 'hidden');
    const list = [ourFr, ourWo, safariFr, safariCaptions, metadata];
    applyTrackModes(list, new Set([ourFr, ourWo]), 'wo');
    expect(list.map((t) => t.mode)).toEqual(['disabled', 'showing', 'disabled', 'disabled', 'hidden']);
    applyTrackModes(list, new Set([ourFr, ourWo]), null);
    expect(list.map((t) => t.mode)).toEqual(['disabled', 'disabled', 'disabled', 'disabled', 'hidden']);
  });

  it('undoes a track the browser turned on beside ours (Chromium’s automatic selection)', () => {
    const ourFr = track('fr', 'subtitles', 'showing');
    const ourWo = track('wo', 'subtitles', 'showing');
    expect(afterBrowserChange([ourFr, ourWo], new Set([ourFr, ourWo]), 'wo')).toEqual({ kind: 'reapply' });
  });

  it('follows the browser’s own menu: one of ours alone, or none', () => {
    const ourFr = track('fr');
    const ourWo = track('wo', 'subtitles', 'showing');
    const ours = new Set([ourFr, ourWo]);
    expect(afterBrowserChange([ourFr, ourWo], ours, 'fr')).toEqual({ kind: 'adopt', language: 'wo' });
    expect(afterBrowserChange([ourFr, ourWo], ours, 'wo')).toEqual({ kind: 'keep' });
    ourWo.mode = 'disabled';
    expect(afterBrowserChange([ourFr, ourWo], ours, 'wo')).toEqual({ kind: 'adopt', language: null });
    expect(afterBrowserChange([ourFr, ourWo], ours, null)).toEqual({ kind: 'keep' });
  });

  it('leaves the menu as it is when only one of the browser’s own tracks shows (Safari’s, from the playlist)', () => {
    const ourFr = track('fr');
    const safariFr = track('fr', 'subtitles', 'showing');
    const metadata = track('', 'metadata', 'showing');
    expect(afterBrowserChange([ourFr, safariFr, metadata], new Set([ourFr]), 'fr')).toEqual({ kind: 'keep' });
  });
});

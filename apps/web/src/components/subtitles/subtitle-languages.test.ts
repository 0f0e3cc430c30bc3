import { describe, expect, it } from 'vitest';
import { firstMissingLanguage, subtitleLanguageLabels, subtitleLanguageNameList, subtitleLanguagesSummary, withTrack } from './subtitle-languages';

describe('a video’s subtitle languages in lists', () => {
  it('writes the short codes on the badge and the French names beside them', () => {
    expect(subtitleLanguagesSummary(['fr', 'wo'])).toEqual({ codes: 'FR · WO', description: 'Sous-titres : Français, Wolof' });
    expect(subtitleLanguagesSummary(['dyu'])).toEqual({ codes: 'DYU', description: 'Sous-titres : Dioula' });
  });

  it('has no summary for a video without subtitles (the badge says « Sans sous-titres »)', () => {
    expect(subtitleLanguagesSummary([])).toBeNull();
  });

  it('names the languages in the order given, for the video page', () => {
    expect(subtitleLanguageNameList(['fr', 'wo', 'ln'])).toBe('Français, Wolof, Lingala');
    expect(subtitleLanguageNameList([])).toBe('');
  });
});

describe('the language select', () => {
  it('marks the languages the video already has « remplacera »', () => {
    const labels = subtitleLanguageLabels(['wo']);
    expect(labels.wo).toBe('Wolof (remplacera)');
    expect(labels.fr).toBe('Français');
    expect(Object.keys(labels)).toHaveLength(11);
  });

  it('starts on the first language the video has no track in, French first', () => {
    expect(firstMissingLanguage([])).toBe('fr');
    expect(firstMissingLanguage(['fr'])).toBe('en');
    expect(firstMissingLanguage(['fr', 'en', 'wo', 'bm', 'ln', 'dyu', 'ha', 'sw', 'ff', 'ar', 'pt'])).toBe('fr');
  });
});

describe('the track list after an upload', () => {
  const track = (language: 'fr' | 'en' | 'wo', cueCount: number) => ({ language, label: null, cueCount, updatedAt: '2026-01-01T00:00:00Z' });

  it('adds a new language in the list’s order', () => {
    expect(withTrack([track('fr', 1), track('wo', 2)], track('en', 3)).map((t) => t.language)).toEqual(['fr', 'en', 'wo']);
    expect(withTrack(undefined, track('wo', 2))).toEqual([track('wo', 2)]);
  });

  it('replaces the track of the same language', () => {
    expect(withTrack([track('fr', 1), track('wo', 2)], track('wo', 9))).toEqual([track('fr', 1), track('wo', 9)]);
  });
});

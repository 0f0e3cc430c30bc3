import { describe, expect, it } from 'vitest';
import { spokenLineParts, spokenLinePath } from './spoken-line';

describe('a search result found in its subtitles', () => {
  it('links to the video page opened where the line is said', () => {
    expect(spokenLinePath('5f0c6f4e-0000-4000-8000-000000000001', 83)).toBe('/video/5f0c6f4e-0000-4000-8000-000000000001?t=83');
    expect(spokenLinePath('abc', 0)).toBe('/video/abc?t=0');
    expect(spokenLinePath('abc', 12.9)).toBe('/video/abc?t=12');
    expect(spokenLinePath('abc', -3)).toBe('/video/abc?t=0');
  });

  it('quotes the line and says when it is said, past the hour too', () => {
    expect(spokenLineParts({ text: 'On se retrouve au marché', seconds: 83 })).toEqual({ quote: '“On se retrouve au marché”', time: 'à 1:23' });
    expect(spokenLineParts({ text: 'Bonjour', seconds: 5 }).time).toBe('à 0:05');
    expect(spokenLineParts({ text: 'Bonjour', seconds: 3729 }).time).toBe('à 1:02:09');
  });

  it('writes a cue of several lines on one', () => {
    expect(spokenLineParts({ text: '  Salut\nà tous ', seconds: 1 }).quote).toBe('“Salut à tous”');
  });
});

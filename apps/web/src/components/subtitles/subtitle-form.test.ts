import { subtitleLimits, subtitleMessages } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { cueCountText, subtitleFormData, subtitleFormErrors } from './subtitle-form';

const srt = (name = 'episode.srt', bytes = 40) => new File(['x'.repeat(bytes)], name, { type: 'application/x-subrip' });

describe('« Ajouter des sous-titres » before sending', () => {
  it('takes a .srt or .vtt of up to 1 Mo with a language of the list', () => {
    expect(subtitleFormErrors({ file: srt(), language: 'wo', label: '' })).toEqual({});
    expect(subtitleFormErrors({ file: srt('Episode.VTT'), language: 'fr', label: 'Français (sourds et malentendants)' })).toEqual({});
    expect(subtitleFormErrors({ file: srt('a.srt', subtitleLimits.maxBytes), language: 'fr', label: '' })).toEqual({});
  });

  it('asks for a subtitle file: none, empty, or of another kind', () => {
    expect(subtitleFormErrors({ file: null, language: 'fr', label: '' }).file).toBe(subtitleMessages.fileRequired);
    expect(subtitleFormErrors({ file: srt('a.srt', 0), language: 'fr', label: '' }).file).toBe(subtitleMessages.fileRequired);
    expect(subtitleFormErrors({ file: srt('film.mp4'), language: 'fr', label: '' }).file).toBe(subtitleMessages.fileRequired);
  });

  it('refuses a file over 1 Mo with the server’s message', () => {
    expect(subtitleFormErrors({ file: srt('a.srt', subtitleLimits.maxBytes + 1), language: 'fr', label: '' }).file).toBe(subtitleMessages.tooLarge);
  });

  it('refuses a language off the list and a label over 40 characters', () => {
    expect(subtitleFormErrors({ file: srt(), language: 'de', label: '' })).toEqual({ language: subtitleMessages.languageInvalid });
    expect(subtitleFormErrors({ file: srt(), language: 'fr', label: 'x'.repeat(41) })).toEqual({ label: subtitleMessages.labelTooLong });
    expect(subtitleFormErrors({ file: srt(), language: 'fr', label: ` ${'x'.repeat(40)} ` })).toEqual({});
  });
});

describe('the multipart body', () => {
  it('sends the file, the language and a typed label', () => {
    const file = srt();
    const form = subtitleFormData({ file, language: 'wo', label: '  Wolof (Dakar) ' });
    expect(form.get('language')).toBe('wo');
    expect(form.get('label')).toBe('Wolof (Dakar)');
    expect((form.get('file') as File).name).toBe('episode.srt');
  });

  it('leaves a blank label out', () => {
    expect(subtitleFormData({ file: srt(), language: 'fr', label: '   ' }).has('label')).toBe(false);
  });
});

describe('a track’s number of lines', () => {
  it('is singular up to one', () => {
    expect(cueCountText(1)).toBe('1 ligne');
    expect(cueCountText(312)).toBe('312 lignes');
    expect(cueCountText(1200)).toBe('1\u202f200 lignes');
  });
});

import { creatorApplicationBodySchema, creatorMessages, fieldErrorsOf } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { errorsByTopField } from './form-errors';

describe('errorsByTopField', () => {
  it('keeps top-level keys as they are', () => {
    expect(errorsByTopField({ businessName: 'a', country: 'b', _: 'c' })).toEqual({ businessName: 'a', country: 'b', _: 'c' });
  });

  it('puts a nested message under its top-level field, the first one winning', () => {
    expect(errorsByTopField({ 'contentCategories.1': 'inconnue', 'contentCategories.0': 'autre', title: 't' })).toEqual({
      contentCategories: 'inconnue',
      title: 't',
    });
    expect(errorsByTopField({ contentCategories: 'liste', 'contentCategories.0': 'item' })).toEqual({ contentCategories: 'liste' });
  });

  it("maps the application schema's own errors onto the form's fields (same text as the server)", () => {
    const parsed = creatorApplicationBodySchema.safeParse({
      businessName: ' ',
      country: '',
      address: 'Rue 12',
      contactInfo: '+221 77 000 00 00',
      facebookPage: 'pas un lien',
      instagramPage: '',
      contentCategories: ['Gaming', 'Jardinage'],
      publicationFrequency: '',
      averageVideoDuration: 'short',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(errorsByTopField(fieldErrorsOf(parsed.error))).toEqual({
      businessName: creatorMessages.businessNameRequired,
      country: creatorMessages.countryRequired,
      facebookPage: creatorMessages.facebookInvalid,
      contentCategories: creatorMessages.categoryUnknown,
      publicationFrequency: creatorMessages.frequencyRequired,
    });
  });
});

import { creatorApplicationBodySchema, creatorMessages } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { applicationPageState, chosenCategories, emptyApplication, toggleCategory } from './creator-application-form';

describe('categories held as the JSON-encoded list', () => {
  it('adds and removes a category, in the spec order', () => {
    let value = emptyApplication.contentCategories;
    value = toggleCategory(value, 'Santé');
    value = toggleCategory(value, 'Gaming');
    expect(chosenCategories(value)).toEqual(['Gaming', 'Santé']);
    value = toggleCategory(value, 'Santé');
    expect(value).toBe('["Gaming"]');
  });

  it('reads unreadable text as no category', () => {
    expect(chosenCategories('')).toEqual([]);
    expect(chosenCategories('{"a":1}')).toEqual([]);
    expect(chosenCategories('[1,"Art"]')).toEqual(['Art']);
  });

  it('is what the contract parses: none chosen is its own message, chosen ones are a list', () => {
    const body = {
      ...emptyApplication,
      businessName: 'Cuisine de Mariam',
      country: 'Sénégal',
      address: 'Dakar',
      contactInfo: 'mariam@example.sn',
      publicationFrequency: 'weekly',
      averageVideoDuration: 'medium',
    };
    const none = creatorApplicationBodySchema.safeParse(body);
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe(creatorMessages.categoriesRequired);
    const some = creatorApplicationBodySchema.parse({ ...body, contentCategories: toggleCategory('[]', 'Cuisine') });
    expect(some.contentCategories).toEqual(['Cuisine']);
    expect(some.facebookPage).toBeNull();
  });
});

describe('applicationPageState', () => {
  it('tells creators and admins they are one, even when only the application knows it', () => {
    expect(applicationPageState(true, undefined)).toBe('creator');
    expect(applicationPageState(false, 'approved')).toBe('creator');
  });

  it('shows a pending application instead of the form, and the form otherwise', () => {
    expect(applicationPageState(false, 'pending')).toBe('pending');
    expect(applicationPageState(false, 'rejected')).toBe('form');
    expect(applicationPageState(false, 'none')).toBe('form');
    expect(applicationPageState(false, undefined)).toBe('form');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { categoryLabel, categoryLabels } from './category-labels.js';
import { CREATOR_CATEGORIES } from './creator-constants.js';
import { installTranslations, setLocaleSource } from './i18n/catalogue.js';
import { englishShared } from './i18n/en/index.js';
import type { Locale } from './i18n/locale.js';
import { LIVE_CATEGORIES } from './live-constants.js';

let locale: Locale = 'fr';
setLocaleSource(() => locale);
installTranslations('en', englishShared);
afterAll(() => setLocaleSource(() => 'fr'));

describe('a stored category, as the reader reads it', () => {
  it('is the French Kora stores on a French page and its English on an English one', () => {
    locale = 'fr';
    expect(categoryLabel('Éducation')).toBe('Éducation');
    locale = 'en';
    expect([categoryLabel('Éducation'), categoryLabel('Cuisine'), categoryLabel('Général')]).toEqual(['Education', 'Cooking', 'General']);
  });

  it('names every category Kora offers, and leaves one typed elsewhere as it was written', () => {
    for (const category of [...LIVE_CATEGORIES, ...CREATOR_CATEGORIES]) expect(Object.hasOwn(categoryLabels, category), category).toBe(true);
    locale = 'en';
    expect(categoryLabel('Documentaire animalier')).toBe('Documentaire animalier');
    expect(categoryLabel('toString')).toBe('toString');
  });
});

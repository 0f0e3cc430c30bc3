import { afterAll, describe, expect, it } from 'vitest';
import { categoryLabels, DEFAULT_LOCALE, installTranslations, isCatalogue, missingTranslations, setLocaleSource } from '@kora/shared';
import { englishShared } from '@kora/shared/i18n/en';
import { VIDEO_CATEGORIES } from '../features/uploads/video-categories';
import { englishWeb } from './en';

// Every catalogue of the page's own (a feature's or a component's `*-texts.ts`), whether a page imports it yet or not.
const pageCatalogues = import.meta.glob('../**/*-texts.ts', { eager: true });
afterAll(() => setLocaleSource(() => DEFAULT_LOCALE));

describe("the page's catalogues", () => {
  it('have every text in English, in the same shape as the French', () => {
    expect(Object.keys(pageCatalogues).length).toBeGreaterThan(0);
    installTranslations('en', [...englishShared, ...englishWeb]);
    const exported = Object.values(pageCatalogues).flatMap((module) => Object.values(module as object));
    expect(exported.filter(isCatalogue).length).toBeGreaterThan(40);
    expect(missingTranslations('en', exported)).toEqual([]);
  });

  it('answer in the page’s language', async () => {
    const { languageTexts } = await import('../components/language/language-texts');
    setLocaleSource(() => 'en');
    expect(languageTexts.legend).toBe('Language');
    setLocaleSource(() => 'fr');
    expect(languageTexts.legend).toBe('Langue');
  });

  it('name every category the upload form offers', () => {
    for (const category of VIDEO_CATEGORIES) expect(Object.hasOwn(categoryLabels, category), category).toBe(true);
  });
});

/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { isCatalogue, missingTranslations } from '@kora/shared';
import { installServerTranslations } from './install.js';

// Every catalogue of the server's own: each lives in a `*-texts.ts` module beside the code that speaks it.
const serverCatalogues = import.meta.glob('../**/*-texts.ts', { eager: true });

describe("the server's catalogues", () => {
  it('have every text in English, in the same shape as the French', () => {
    installServerTranslations();
    const exported = Object.values(serverCatalogues).flatMap((module) => Object.values(module as object));
    expect(exported.filter(isCatalogue).length).toBeGreaterThanOrEqual(7);
    expect(missingTranslations('en', exported)).toEqual([]);
  });
});

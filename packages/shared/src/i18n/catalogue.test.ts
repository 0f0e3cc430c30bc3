import { afterAll, describe, expect, it } from 'vitest';
import { catalogueMessages, serverMessages, validationMessages } from '../messages.js';
import { tierLabels } from '../tier-labels.js';
import { englishShared } from './en/index.js';
import { currentLocale, defineMessages, installTranslations, isCatalogue, listCatalogues, missingTranslations, setLocaleSource, translateText, translation } from './catalogue.js';
import type { Locale } from './locale.js';
import * as shared from '../index.js';

let locale: Locale = 'fr';
afterAll(() => setLocaleSource(() => 'fr'));
setLocaleSource(() => locale);
installTranslations('en', englishShared);

describe('message catalogues', () => {
  it('have every text of every shared catalogue in English, in the same shape', () => {
    const catalogues = Object.values(shared).filter(isCatalogue);
    expect(catalogues.length).toBeGreaterThan(40);
    expect(listCatalogues().length).toBeGreaterThanOrEqual(catalogues.length);
    expect(missingTranslations('en', Object.values(shared))).toEqual([]);
  });

  it('answer in the active language, texts, composed texts and groups alike', () => {
    locale = 'fr';
    expect(serverMessages.notFound).toBe('Ressource introuvable');
    expect(serverMessages.rateLimited(2)).toBe('Trop de tentatives. Veuillez réessayer dans 2 minutes.');
    expect(catalogueMessages.rows.popular).toBe('Les plus regardés');
    expect(tierLabels.family).toBe('Famille');
    locale = 'en';
    expect(currentLocale()).toBe('en');
    expect(serverMessages.notFound).not.toBe('Ressource introuvable');
    expect(serverMessages.rateLimited(1)).toMatch(/1 minute\b/);
    expect(catalogueMessages.rows.popular).toBe('Popular Movies');
    expect(tierLabels.family).toBe('Family');
    expect(Object.keys(tierLabels)).toEqual(['free', 'basic', 'premium', 'family']);
    locale = 'fr';
  });

  it('translate a French text read before the language was known (a schema’s message), and leave others as they are', () => {
    expect(translateText(validationMessages.emailInvalid, 'en')).toBe((englishShared.find((e) => e.catalogue === validationMessages)?.texts as { emailInvalid: string }).emailInvalid);
    expect(translateText(validationMessages.emailInvalid, 'fr')).toBe(validationMessages.emailInvalid);
    expect(translateText('Un texte hors catalogue', 'en')).toBe('Un texte hors catalogue');
  });

  it('find what a language lacks: a missing key, an extra one, a function of another arity, a catalogue left out', () => {
    const probe = defineMessages('probeMessages', { a: 'A', b: (n: number) => `B${n}`, group: { c: 'C' } });
    expect(missingTranslations('en', [probe, 'pas un catalogue'])).toEqual(['probeMessages : catalogue sans traduction']);
    installTranslations('en', [{ catalogue: probe, texts: { a: '', b: () => 'B', group: {}, d: 'D' } }]);
    expect(missingTranslations('en', [probe]).sort()).toEqual(['probeMessages.a : texte manquant', 'probeMessages.b : fonction attendue (1 valeurs)', 'probeMessages.d : clé en trop', 'probeMessages.group.c : texte manquant']);
    installTranslations('en', [translation(probe, { a: 'A!', b: (n) => `B${n}!`, group: { c: 'C!' } })]);
    expect(missingTranslations('en', [probe])).toEqual([]);
    expect(() => defineMessages('probeMessages', {})).toThrow(/deux fois/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { installTranslations, listCatalogues, localeNames, type TranslationEntry } from '@kora/shared';
import { englishShared } from '@kora/shared/i18n/en';

/*
 * The interface's texts in both languages, from the catalogues themselves (every `*-texts.ts` of the page and of
 * packages/shared, and their English): what a French page must never show of the English, and the reverse.
 */

const WEB = path.resolve('apps/web/src');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file, keep) : keep(file) ? [file] : [];
  });
}

/** Each fixed text paired with its translation (texts made by functions, with values, are left out). */
function pairs(french: unknown, english: unknown, into: Array<[string, string]>): void {
  if (typeof french === 'string' && typeof english === 'string') into.push([french, english]);
  else if (french && english && typeof french === 'object' && typeof english === 'object') {
    for (const [key, value] of Object.entries(french)) pairs(value, (english as Record<string, unknown>)[key], into);
  }
}

/**
 * A text worth searching for: long enough not to be a word of a video's title by chance (a single word of 9 letters
 * at least, or a phrase), not the same in both, and
 * not a language's name (each is written in itself, in both languages: « Français », "English").
 */
const names = new Set(Object.values(localeNames));
const distinctive = (text: string, other: string) =>
  text !== other && !names.has(text) && /\p{L}{3}/u.test(text) && !/^[\p{Lu}\d\s]+$/u.test(text) && (/\S\s+\S/.test(text.trim()) ? text.trim().length >= 6 : text.length >= 9);

export async function catalogueTexts(): Promise<{ french: string[]; english: string[] }> {
  const modules = filesUnder(WEB, (file) => file.endsWith('-texts.ts'));
  for (const file of modules) await import(file);
  const english = filesUnder(path.join(WEB, 'i18n/en'), (file) => file.endsWith('.ts') && !file.endsWith('index.ts'));
  const entries: TranslationEntry[] = [...englishShared];
  for (const file of english) for (const value of Object.values((await import(file)) as Record<string, unknown>)) if (Array.isArray(value)) entries.push(...(value as TranslationEntry[]));
  installTranslations('en', entries);
  const all: Array<[string, string]> = [];
  for (const catalogue of listCatalogues()) pairs(catalogue.french, catalogue.texts('en'), all);
  const frenchTexts = new Set(all.map(([fr]) => fr));
  const englishTexts = new Set(all.map(([, en]) => en));
  return {
    french: [...new Set(all.filter(([fr, en]) => distinctive(fr, en) && !englishTexts.has(fr)).map(([fr]) => fr))],
    english: [...new Set(all.filter(([fr, en]) => distinctive(en, fr) && !frenchTexts.has(en)).map(([, en]) => en))],
  };
}

import type { TranslationEntry } from '@kora/shared';

/**
 * The page's own catalogues in English: each file of this folder exports the entries of one feature or group of
 * components (`translation(catalogue, { … })`), gathered here whatever their number.
 */
const files = import.meta.glob<Record<string, readonly TranslationEntry[]>>(['./*.ts', '!./index.ts'], { eager: true });

export const englishWeb: readonly TranslationEntry[] = Object.values(files).flatMap((exports) => Object.values(exports).flat());

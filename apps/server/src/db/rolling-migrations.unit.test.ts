import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.js';

/*
 * During a rolling upgrade the instances of the previous version keep serving while the first new one migrates the
 * database: so a migration only adds (tables, nullable columns or columns with a default, indexes), and what it
 * would remove, rename or retype waits for a later release, once no instance of the old version runs (docs/
 * operations.md, « Upgrades »). Such a later migration says so on a line `-- contract: <why it is safe now>`.
 * The rule holds from the first migration written under it (0025) on.
 */
const FIRST_UNDER_THE_RULE = 25;
const BREAKING: ReadonlyArray<[RegExp, string]> = [
  [/\bDROP\s+(TABLE|COLUMN|INDEX|CONSTRAINT|TYPE|SCHEMA)\b/i, 'drops what the previous version may use'],
  [/\bRENAME\b/i, 'renames what the previous version uses'],
  [/\bSET\s+DATA\s+TYPE\b|\bALTER\s+COLUMN\s+"?\w+"?\s+TYPE\b/i, 'retypes a column'],
  [/\bSET\s+NOT\s+NULL\b/i, 'makes an existing column required'],
  [/\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i, 'adds a required column without a default (the previous version inserts without it)'],
];

describe('migrations under rolling upgrades', () => {
  const files = readdirSync(migrationsDir).filter((name) => /^\d{4}_.*\.sql$/.test(name) && Number(name.slice(0, 4)) >= FIRST_UNDER_THE_RULE);

  it('only add, unless a later one says why its contraction is safe', () => {
    expect(files.length).toBeGreaterThan(0);
    const breaking = files.flatMap((name) => {
      const sql = readFileSync(path.join(migrationsDir, name), 'utf8');
      if (/^--\s*contract:\s*\S/m.test(sql)) return [];
      return BREAKING.filter(([pattern]) => pattern.test(sql)).map(([, why]) => `${name}: ${why}`);
    });
    expect(breaking).toEqual([]);
  });

  it('would refuse a migration that drops or adds a required column without a default', () => {
    const breaks = (sql: string) => BREAKING.some(([pattern]) => pattern.test(sql));
    expect(breaks('ALTER TABLE "favorites" DROP COLUMN "user_id";')).toBe(true);
    expect(breaks('ALTER TABLE "users" ADD COLUMN "x" text NOT NULL;')).toBe(true);
    expect(breaks('ALTER TABLE "users" ADD COLUMN "x" boolean DEFAULT false NOT NULL;')).toBe(false);
    expect(breaks('CREATE TABLE "t" ("id" uuid PRIMARY KEY NOT NULL);')).toBe(false);
  });
});

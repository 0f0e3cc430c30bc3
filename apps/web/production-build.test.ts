import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain script of the build, without type declarations.
import { developmentMarkersIn } from './scripts/production-check.mjs';

const webDir = import.meta.dirname;
const markersIn = developmentMarkersIn as (text: string) => string[];

/*
 * The web bundle is React's production build whatever NODE_ENV says: `npm start` runs with NODE_ENV=development by
 * default. The build script sets NODE_ENV=production for Vite, and the build's last step refuses a bundle that
 * carries React's development build; npm test builds with NODE_ENV=development, so that refusal guards its build.
 */
it('builds with NODE_ENV=production for Vite', async () => {
  const pkg = JSON.parse(await fs.readFile(path.join(webDir, 'package.json'), 'utf8')) as { scripts: { build: string } };
  expect(pkg.scripts.build).toMatch(/^NODE_ENV=production vite build && node scripts\/precompress\.mjs$/);
});

it("recognises React's development build, and only it", () => {
  expect(markersIn('function App(){return jsxDEV("div",{})}')).toEqual(['jsxDEV']);
  expect(markersIn('console.error("Each child in a list should have a unique \\"key\\" prop.")')).toEqual(['Each child in a list should have a unique']);
  expect(markersIn('function App(){return jsx("div",{})}')).toEqual([]);
});

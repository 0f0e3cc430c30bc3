// Draws the app icons of the web app manifest (192 and 512 px, and a maskable 512 whose glyph keeps to the
// safe zone) from public/favicon.svg's drawing, with Debian's Chromium; the PNGs are committed, so this runs
// only when the logo changes: `node apps/web/scripts/make-icons.mjs` (CHROMIUM_PATH to use another browser).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = await readFile(`${publicDir}favicon.svg`, 'utf8');
const glyph = /<path[^>]*\/>/.exec(svg)?.[0];
const purple = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];
if (!glyph || !purple) throw new Error('favicon.svg: no <rect fill> or <path> to draw from');

// Maskable: full-bleed background, the glyph scaled into the central 60 % (the safe zone is a circle of 80 %).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${purple}"/><g transform="translate(16 16) scale(0.62) translate(-16.5 -16)">${glyph}</g></svg>`;
const icons = [
  { file: 'icon-192.png', size: 192, drawing: svg },
  { file: 'icon-512.png', size: 512, drawing: svg },
  { file: 'icon-maskable-512.png', size: 512, drawing: maskable },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, drawing } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = drawing.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: `${publicDir}icons/${file}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${publicDir}icons/`);

import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const DIST = path.resolve('apps/web/dist');

export interface Budget {
  name: string;
  value: number;
  limit: number;
  unit: string;
  detail: string;
}

const gzipSize = async (file: string) => (await fs.stat(path.join(DIST, `${file}.gz`))).size;

/**
 * The JavaScript a signed-in viewer's phone downloads to show the home page, measured in
 * Chromium at 360 px (every script the page requests), gzip-sized from the build's .gz files,
 * against all the JavaScript of the app. The player (hls.js) must not be among it.
 */
export async function homeJsCase(ctx: { kora: { url: string } }): Promise<Budget> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' })).newPage();
    await page.goto(`${ctx.kora.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill('gratuit@kora.demo');
    await page.getByLabel('Mot de passe', { exact: true }).fill('kora-demo');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${ctx.kora.url}/`);
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.reload({ waitUntil: 'networkidle' });
    const loaded = [...scripts];
    const sizes = await Promise.all(loaded.map(async (p) => ({ script: p.replace(/^\/assets\//, ''), bytes: await gzipSize(p.slice(1)) })));
    const home = sizes.reduce((sum, s) => sum + s.bytes, 0);
    const largest = sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 6).map((s) => `${s.script} ${(s.bytes / 1024).toFixed(1)}`);
    const all = (await fs.readdir(path.join(DIST, 'assets'))).filter((f) => f.endsWith('.js'));
    const total = (await Promise.all(all.map((f) => gzipSize(`assets/${f}`)))).reduce((a, b) => a + b, 0);
    const player = loaded.filter((p) => /hls|player/i.test(p));
    if (player.length) throw new Error(`the home page loads player code: ${player.join(', ')}`);
    return {
      name: 'JavaScript loaded by the home page (gzip), player in its own chunk',
      value: home / 1024,
      // The target: home's JavaScript within 120 KB gzipped on a phone.
      limit: 120,
      unit: 'KB',
      detail: `${loaded.length} scripts (largest: ${largest.join(', ')} KB); ${(total / 1024).toFixed(1)} KB for the whole app, ratio ${(home / total).toFixed(2)}; no player or hls.js chunk`,
    };
  } finally {
    await browser.close();
  }
}

/** Prints a budget line; true when within the limit (a figure without a finite limit is printed as such). */
export function reportBudget(b: Budget): boolean {
  const ok = b.value <= b.limit;
  const target = Number.isFinite(b.limit) ? `(target ≤ ${b.limit} ${b.unit}) ${ok ? 'OK' : 'OVER BUDGET'}` : '(no target)';
  console.log(`\n${b.name}\n  ${b.value.toFixed(1)} ${b.unit} ${target}; ${b.detail}`);
  return ok;
}

// Screenshots of Kora at phone size for README (docs/screenshots/*.jpg), taken from a running Kora with its demo data:
//   npm start              (in another terminal; the demo videos appear as they are prepared)
//   npm run screenshots    (KORA_URL for another address; Chromium at /usr/bin/chromium, or CHROME_PATH)
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const url = process.env.KORA_URL ?? 'http://localhost:3000';
const out = new URL('../docs/screenshots/', import.meta.url);
await mkdir(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  // A mid-range Android phone: 360 × 740 CSS pixels at twice the density.
  const context = await browser.newContext({ baseURL: url, viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const page = await context.newPage();
  // Signed in as a newcomer would be, through the sign-in page.
  await page.goto('/login').catch((error) => {
    throw new Error(`${url}: ${error.message} (is Kora running there with its demo data?)`);
  });
  await page.getByLabel('Email', { exact: true }).fill('gratuit@kora.demo');
  await page.getByLabel('Mot de passe', { exact: true }).fill('kora-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((address) => address.pathname !== '/login');
  const shoot = async (name) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: new URL(`${name}.jpg`, out).pathname, type: 'jpeg', quality: 70 });
    console.log(`docs/screenshots/${name}.jpg`);
  };

  // Home: the rows of a free viewer, posters loaded.
  await page.goto('/');
  const trending = page.getByRole('region', { name: 'Trending Now' });
  await trending.getByRole('link').first().waitFor({ timeout: 300_000 });
  await shoot('home');

  // A video's page, its player ready to play.
  await trending.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Lecture' }).first().waitFor();
  await shoot('video');

  // The plans, in francs CFA, with mobile money first.
  await page.goto('/subscribe');
  await page.getByRole('heading').first().waitFor();
  await shoot('plans');
} finally {
  await browser.close();
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from './fixtures';
import { API_PREFIX, apiPaths, pathTo } from '@kora/shared';
import { signIn, uniqueEmail, waitForVideos } from './support';
import { asAdmin } from './admin-api';
import { E2E_WEB_DIR } from './constants';

/*
 * Installable and offline: on a 360 px phone, the install criteria (manifest, icons, a service
 * worker controlling the page), a download at a chosen quality, the offline screen after an offline
 * reload, a download playing with the network off, and an expired one refused.
 */
const FREE = 'Forêt du Mayombe';
const PASSWORD = 'mot-de-passe';

test.describe.configure({ timeout: 240_000 });

async function premiumAccount(browser: Browser, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const context = await browser.newContext();
  const res = await context.request.post(apiPaths.register, { data: { firstName: 'Awa', lastName: 'Sarr', email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  await context.close();
  await asAdmin((admin) => admin.grantTier(email, 'premium'));
  return email;
}

/** Opens the video page of FREE and downloads it at its cheapest quality; answers the video's id and that quality. */
async function downloadCheapest(page: Page): Promise<{ id: string; quality: string }> {
  await waitForVideos(page, [FREE]);
  await controlled(page);
  const videos = (await (await page.request.get(apiPaths.videos)).json()) as Array<{ id: string; title: string }>;
  const id = videos.find((v) => v.title === FREE)?.id ?? '';
  await page.goto(`/video/${id}`);
  // The quality and its size first, then progress, then where it is kept and until when.
  await page.getByRole('button', { name: 'Télécharger', exact: true }).click();
  const choices = page.getByRole('group', { name: 'Qualité du téléchargement' });
  const cheapest = choices.getByRole('button', { name: /≈ [\d,]+ (Mo|Ko)/ }).first();
  await expect(cheapest).toBeVisible();
  // The Wolof subtitles go with it (none were on screen, so none is ticked at first).
  const wolof = page.getByRole('checkbox', { name: 'Wolof' });
  await expect(wolof).not.toBeChecked();
  await wolof.check();
  const quality = ((await cheapest.textContent()) ?? '').split(' · ')[0] ?? '';
  const granted = page.waitForResponse((r) => r.url().endsWith(pathTo(apiPaths.videoDownloads, { id })));
  await cheapest.click();
  expect((await granted).status()).toBe(200);
  await expect(page.getByTestId('download-kept')).toContainText(`Téléchargée en ${quality}`, { timeout: 60_000 });
  return { id, quality };
}

/**
 * The service worker controls the page once it has installed the app shell: on a busy machine, that took over 30 s
 * once. A page whose load began while the worker was still activating can miss its claim and stay uncontrolled until
 * its next navigation (as a person's next page would be): once the worker is active, such a page is reloaded.
 */
async function controlled(page: Page): Promise<void> {
  const workers = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'no registration';
      return (['installing', 'waiting', 'active'] as const).map((slot) => `${slot} ${registration[slot]?.state ?? '-'}`).join(', ');
    });
  await page
    .waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', undefined, { timeout: 60_000 })
    .catch(async (error: unknown) => {
      throw new Error(`no active service worker: ${await workers().catch(() => 'page gone')}`, { cause: error });
    });
  // A navigation that finds the worker still starting on a busy machine goes to the network uncontrolled too: each
  // try reloads and gives the claim 5 s.
  await expect
    .poll(
      async () => {
        if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return true;
        await page.reload();
        return page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(true);
}

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('install criteria: a valid manifest with its icons, and a service worker that controls the page', async ({ browser, page }) => {
  await signIn(page, await premiumAccount(browser, 'installe'), PASSWORD);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string; description: string; start_url: string; display: string; theme_color: string; background_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Kora', start_url: '/', display: 'standalone', theme_color: '#0b0b10', background_color: '#0b0b10' });
  expect(manifest.description).toMatch(/vidéos/);
  for (const [sizes, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']] as const) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const res = await page.request.get(icon?.src ?? '');
    expect(res.headers()['content-type']).toBe('image/png');
    const side = Number(sizes.split('x')[0]);
    expect(pngSize(await res.body())).toEqual({ width: side, height: side });
  }

  await controlled(page);
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  // Chromium's own judgement: the manifest parses without errors and nothing stops installation.
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, where Chromium never installs; nothing else may stand in the way.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('a download at a chosen quality plays offline from the offline screen; an expired one is refused', async ({ browser, page, context }) => {
  await signIn(page, await premiumAccount(browser, 'hors-ligne'), PASSWORD);
  const { quality } = await downloadCheapest(page);

  // Offline, a reload opens the offline screen with the download: title, quality, size, expiry.
  await context.setOffline(true);
  await page.reload();
  const screen = page.getByTestId('offline-screen');
  await expect(screen.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
  const item = screen.getByTestId('download-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(FREE);
  await expect(item).toContainText(new RegExp(`${quality} · [\\d,]+ (Mo|Ko)`));
  await expect(item).toContainText('Disponible hors ligne jusqu’au');
  await expect(screen).toContainText('Espace utilisé');

  // It plays with the network off.
  await item.getByRole('button', { name: `Lire ${FREE}` }).click();
  const video = screen.getByLabel(`Lecture hors ligne : ${FREE}`);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  // With the Wolof subtitles kept beside it, shown from the start.
  const shownCue = () =>
    video.evaluate((v: HTMLVideoElement) => {
      const track = Array.from(v.textTracks).find((t) => t.mode === 'showing');
      return track ? `${track.language}: ${Array.from(track.activeCues ?? [], (c) => (c as VTTCue).text).join(' ')}` : 'none';
    });
  await expect.poll(shownCue, { timeout: 30_000 }).toMatch(/^wo: (Dalal|Fii|Dex)/);

  // Its time is up (the stored expiry moved to the past): the page refuses it, and so does the service worker.
  const downloadId = await page.evaluate(async () => {
    const cache = await caches.open('kora-downloads');
    const meta = (await cache.keys()).find((r) => r.url.endsWith('/meta.json'));
    if (!meta) throw new Error('no download kept');
    const stored = (await (await cache.match(meta))?.json()) as { download: { id: string; expiresAt: string } };
    stored.download.expiresAt = new Date(Date.now() - 60_000).toISOString();
    await cache.put(meta, Response.json(stored));
    return stored.download.id;
  });
  await page.reload();
  await expect(item).toContainText('Expiré depuis le');
  await item.getByRole('button', { name: `Lire ${FREE}` }).click();
  await expect(screen.getByRole('alert')).toHaveText('Ce téléchargement a expiré : connectez-vous à internet pour le renouveler.');
  await expect(screen.getByLabel(`Lecture hors ligne : ${FREE}`)).toHaveCount(0);
  expect(await page.evaluate(async (path) => (await fetch(path)).status, `/offline-media/${downloadId}/index.m3u8`)).toBe(403);

  // Deleted, it is gone from the phone.
  await item.getByRole('button', { name: `Supprimer ${FREE}` }).click();
  await expect(item).toHaveCount(0);
  await context.setOffline(false);
});

test('a download stopped half-way leaves nothing behind, on the phone or on the server', async ({ browser }) => {
  // Without a service worker in the way, the page's own segment requests can be held here.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, await premiumAccount(browser, 'arrete'), PASSWORD);
  await waitForVideos(page, [FREE]);
  const videos = (await (await page.request.get(apiPaths.videos)).json()) as Array<{ id: string; title: string }>;
  await page.goto(`/video/${videos.find((v) => v.title === FREE)?.id ?? ''}`);
  // The first segment arrives, the second hangs until the person has stopped.
  let segments = 0;
  let release = () => {};
  const stopped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/media\/.*\.(ts|m4s)(\?|$)/, async (route) => {
    segments += 1;
    if (segments > 1) await stopped;
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('button', { name: 'Télécharger', exact: true }).click();
  await page.getByRole('group', { name: 'Qualité du téléchargement' }).getByRole('button', { name: /≈ [\d,]+ (Mo|Ko)/ }).first().click();
  await expect(page.getByRole('progressbar', { name: 'Téléchargement de la vidéo' })).toBeVisible();
  await expect.poll(() => segments).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Arrêter le téléchargement' }).click();
  release();

  await expect(page.getByRole('button', { name: 'Télécharger', exact: true })).toBeVisible();
  await expect(page.getByTestId('download-kept')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(async () => (await (await caches.open('kora-downloads')).keys()).length)).toBe(0);
  await expect.poll(async () => ((await (await page.request.get(apiPaths.downloads)).json()) as unknown[]).length).toBe(0);
  await context.close();
});

test('online, a download the person no longer has the right to is removed from the phone', async ({ browser, page }) => {
  const email = await premiumAccount(browser, 'retrograde');
  await signIn(page, email, PASSWORD);
  await downloadCheapest(page);
  await asAdmin((admin) => admin.grantTier(email, 'basic'));
  // /downloads renews what it keeps as it opens; once the server sees the new plan it refuses (no
  // downloads on basic), and the download goes: the page then says it holds none.
  const empty = page.getByText('Aucun téléchargement sur cet appareil.');
  await expect
    .poll(async () => {
      await page.goto('/downloads');
      return expect(empty).toBeVisible({ timeout: 5000 }).then(() => true, () => false);
    }, { timeout: 40_000, intervals: [1000] })
    .toBe(true);
  await expect(page.getByTestId('download-item')).toHaveCount(0);
  expect(await page.evaluate(async () => (await (await caches.open('kora-downloads')).keys()).length)).toBe(0);
});

test('a new version waits without breaking the open page, offers « Recharger », then takes over', async ({ browser, page }) => {
  await signIn(page, await premiumAccount(browser, 'mise-a-jour'), PASSWORD);
  await controlled(page);
  // Nothing from the API or signed media is ever kept by the service worker.
  const kept = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)))).flat());
  expect(kept).toContain('/');
  expect(kept.filter((p) => p.startsWith(API_PREFIX) || p.startsWith('/media/'))).toEqual([]);

  // A deploy: a new service worker (another version) on the server.
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((f) => path.join(E2E_WEB_DIR, f));
  const originals = await Promise.all(files.map((f) => fs.readFile(f)));
  const next = originals[0]?.toString('utf8').replace(/^const VERSION = "(\w+)";/, 'const VERSION = "$1next";') ?? '';
  const version = /^const VERSION = "(\w+)";/.exec(next)?.[1];
  try {
    await fs.writeFile(files[0] as string, next);
    await fs.writeFile(files[1] as string, brotliCompressSync(next));
    await fs.writeFile(files[2] as string, gzipSync(next));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const banner = page.getByRole('status').filter({ hasText: 'Nouvelle version disponible' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    // The open page still works while the new version waits: a page of its own chunk opens.
    await page.evaluate(() => window.history.pushState(null, '', '/downloads'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', { name: 'Mes téléchargements' })).toBeVisible();
    expect(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('kora-shell-')).length)).toBe(2);

    // Waited for from before the tap: the reload can be over before a wait started after it.
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Recharger' }).click()]);
    await controlled(page);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('kora-shell-')))).toEqual([`kora-shell-${version}`]);
    await expect(page.getByRole('status').filter({ hasText: 'Nouvelle version disponible' })).toHaveCount(0);
  } finally {
    await Promise.all(files.map((f, i) => fs.writeFile(f, originals[i] as Buffer)));
  }
});

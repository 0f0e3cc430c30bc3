import { expect, test } from './fixtures';
import { expectPlaying, freeScreens, revealPlayerControls, signIn, waitForVideos } from './support';
import { apiPaths, pathTo } from '@kora/shared';
import { E2E_URL } from './constants';

const FREE = 'Forêt du Mayombe';
const PREMIUM = 'Le Dernier Convoi';

test.describe.configure({ timeout: 240_000 });

test('a free viewer: home rows → a free video plays → favourite → Ma liste; premium is locked', async ({ page }) => {
  // A free plan plays on one screen at a time: the demo free viewer's screen may still be held (90 s) by another
  // journey's page that closed with its browser without releasing it, so this journey starts with it free.
  // (Not an account of its own: registrations are limited to 20 an hour from one address, and the journeys use them.)
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  await freeScreens(page);
  await waitForVideos(page, [FREE, PREMIUM]);

  const trending = page.getByRole('region', { name: 'Tendances' });
  await expect(trending.getByRole('link', { name: `Lire ${FREE}` })).toBeVisible();
  // A premium card is locked for a free viewer, and 'Débloquer' opens the plan chooser.
  await expect(trending.getByText('Contenu Premium').first()).toBeVisible();
  await trending.getByRole('button', { name: `Débloquer ${PREMIUM}` }).click();
  const chooser = page.getByRole('dialog', { name: 'Choisissez votre offre' });
  await expect(chooser).toBeVisible();
  await expect(chooser).toContainText('Résiliable à tout moment. Conditions générales applicables.');
  await chooser.getByRole('button', { name: 'Fermer' }).click();

  await trending.getByRole('link', { name: `Lire ${FREE}` }).click();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await expectPlaying(page);
  await expect(page.getByText(/Temps gratuit restant ce mois-ci/)).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(page.getByRole('status')).toContainText('Ajouté aux favoris');
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Ma liste' }).click();
  const myList = page.getByRole('region', { name: 'Ma liste' });
  await expect(myList.getByRole('link', { name: `Lire ${FREE}` })).toBeVisible();

  // The server refuses the premium stream whatever the page does.
  const premiumId = (await (await page.request.get(pathTo(apiPaths.videos, null, { section: 'premium' }))).json() as Array<{ id: string }>)[0]?.id;
  const refused = await page.request.get(pathTo(apiPaths.playback, { id: premiumId ?? '' }));
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'tier_required', requiredTier: 'premium' });
});

test('a premium viewer: a premium video plays, and the quality menu switches rendition', async ({ page }) => {
  // A computer that measured this fast link a moment ago: playback starts high (a phone would start at what 3G
  // carries, and nothing measured, at the lowest rung).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => {
    const connection = (navigator as Navigator & { connection?: { type?: string; effectiveType?: string } }).connection;
    const link = [connection?.type, connection?.effectiveType].filter(Boolean).join('/');
    localStorage.setItem('kora.player.bandwidth', JSON.stringify({ bps: 50_000_000, at: Date.now(), link }));
  });
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, [PREMIUM]);
  await page.goto('/');
  await page.getByRole('region', { name: 'Exclusivités Premium' }).getByRole('link', { name: `Lire ${PREMIUM}` }).click();
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await expectPlaying(page);

  // Automatic quality climbs above 360p on a fast link (the data saver journey relies on this contrast).
  const video = page.getByTestId('player-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBeGreaterThan(360);
  await revealPlayerControls(page);
  await page.getByRole('button', { name: 'Qualité' }).click();
  const menu = page.getByRole('menu', { name: 'Qualité' });
  await expect(menu.getByRole('menuitemradio', { name: /^Auto/ })).toBeVisible();
  await expect(menu.getByRole('menuitemradio', { name: /^360p .*Mo\/min/ })).toBeVisible();
  await menu.getByRole('menuitemradio', { name: /^144p/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBe(144);
  await expectPlaying(page);

  // Sound only: the audio rendition alone, no picture downloaded, carrying on where it was.
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith('/media/video/')) fetched.push(url.split('/').slice(-2).join('/'));
  });
  // Back near the start, so the 30 s video has the time to switch twice more.
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 1));
  await expectPlaying(page);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await revealPlayerControls(page);
  await page.getByRole('button', { name: 'Qualité' }).click();
  await menu.getByRole('menuitemradio', { name: /^Audio seul .*Mo\/min/ }).click();
  await expect(page.getByText("Audio seul : l'image n'est pas téléchargée")).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBe(0);
  await expectPlaying(page);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(before);
  // Chromium decodes Opus in MP4: from the Opus copy's playlist on, only its segments are fetched.
  expect(fetched).toContain('audio-opus/index.m3u8');
  const sinceSwitch = fetched.slice(fetched.indexOf('audio-opus/index.m3u8') + 1).filter((f) => /\.(ts|m4s)$/.test(f));
  expect(sinceSwitch.length).toBeGreaterThan(0);
  expect(new Set(sinceSwitch.map((f) => f.split('/')[0]))).toEqual(new Set(['audio-opus']));
  await revealPlayerControls(page);
  await page.getByRole('button', { name: 'Qualité' }).click();
  await expect(menu.getByRole('menuitemradio', { name: /^Audio seul/ })).toHaveAttribute('aria-checked', 'true');

  // And back to pictures, at the height chosen.
  await menu.getByRole('menuitemradio', { name: /^240p/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBe(240);
  await expectPlaying(page);
});

test('on a 360 px phone whose browser has no Opus, « Audio seul » plays the AAC audio and comes back to pictures', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'fr-FR', baseURL: E2E_URL });
  // A browser without Opus in MP4 (an iPhone before Safari 17): Media Source says so.
  await context.addInitScript(() => {
    const sources = [globalThis.MediaSource, (globalThis as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource];
    for (const source of sources) {
      if (!source) continue;
      const supported = source.isTypeSupported.bind(source);
      source.isTypeSupported = (type: string) => !/opus/i.test(type) && supported(type);
    }
  });
  const page = await context.newPage();
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, [FREE]);
  const id = ((await (await page.request.get(pathTo(apiPaths.searchVideos, null, { q: 'mayombe' }))).json()) as Array<{ id: string }>)[0]?.id;
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith('/media/video/')) fetched.push(url.split('/').slice(-2).join('/'));
  });
  await page.goto(`/video/${id}`);
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await expectPlaying(page);
  const video = page.getByTestId('player-video');
  await revealPlayerControls(page);
  await page.getByRole('button', { name: 'Qualité' }).click();
  const menu = page.getByRole('menu', { name: 'Qualité' });
  await menu.getByRole('menuitemradio', { name: /^Audio seul .*Mo\/min/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBe(0);
  await expectPlaying(page);
  expect(fetched).toContain('audio/index.m3u8');
  expect(fetched).not.toContain('audio-opus/index.m3u8');
  // Back to the start: on a busy machine the switches above can take most of the video's 30 s, and a video that
  // reached its end would not be playing when pictures come back.
  await video.evaluate((v: HTMLVideoElement) => void (v.currentTime = 0));
  await revealPlayerControls(page);
  await page.getByRole('button', { name: 'Qualité' }).click();
  await menu.getByRole('menuitemradio', { name: /^144p/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBe(144);
  await expectPlaying(page);
  await context.close();
});

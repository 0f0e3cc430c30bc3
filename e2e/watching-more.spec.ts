import { expect, test } from './fixtures';
import { controlsNamedApartFromTheirText, expectPlaying, revealPlayerControls, signIn, signUpAndIn, waitForVideos } from './support';
import { asAdmin } from './admin-api';
import { apiPaths, type DataSaverCost, pathTo } from '@kora/shared';

const FREE = 'Forêt du Mayombe';
const PREMIUM = 'Le Dernier Convoi';

test.describe.configure({ timeout: 240_000 });

test('search finds accents and typos; Découvrir opens the first trending video; a missing video says so', async ({ page }) => {
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  await waitForVideos(page, [FREE]);
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  const box = page.getByRole('searchbox', { name: 'Rechercher une vidéo' });
  for (const q of ['foret', 'MAYOMBÉ', 'mayombr']) {
    await box.fill(q);
    await expect(page.getByRole('heading', { name: `Résultats pour « ${q} »` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Lire ${FREE}` }).first()).toBeVisible();
  }
  await box.fill('ordinateur quantique');
  await expect(page.getByText('Aucun résultat')).toBeVisible();

  await page.goto('/');
  // Cards (playable and locked), the rows, the bars: each named control's visible text is in its name.
  await expect(page.getByRole('link', { name: `Lire ${FREE}` }).first()).toBeVisible();
  expect(await controlsNamedApartFromTheirText(page)).toEqual([]);
  const trending = (await (await page.request.get(pathTo(apiPaths.videos, null, { section: 'trending' }))).json()) as Array<{ id: string }>;
  await page.getByRole('button', { name: 'Découvrir le Contenu' }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${trending[0]?.id}$`));

  await page.goto('/video/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Vidéo non trouvée')).toBeVisible();
  await page.getByRole('button', { name: 'Retour' }).first().click();
});

test('resume: the player starts where this viewer stopped, and the video joins "Continuer à regarder"', async ({ page }) => {
  await signUpAndIn(page, 'reprise');
  await waitForVideos(page, [FREE]);
  await page.getByRole('region', { name: 'Tendances' }).getByRole('link', { name: `Lire ${FREE}` }).click();
  const videoUrl = page.url();
  await expect(page.getByRole('button', { name: 'Lecture' }).first()).toBeVisible();
  expect(await controlsNamedApartFromTheirText(page)).toEqual([]);
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  // Once playing, the player's own controls (the quality button shows its choice) too.
  await expect(page.getByRole('button', { name: 'Qualité' })).toBeVisible();
  expect(await controlsNamedApartFromTheirText(page)).toEqual([]);
  const video = page.getByTestId('player-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(8);
  await revealPlayerControls(page);
  await page.getByRole('button', { name: 'Pause' }).first().click();
  const stoppedAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);

  await page.goto('/');
  const continueRow = page.getByRole('region', { name: 'Continuer à regarder' });
  await expect(continueRow.getByRole('link', { name: `Lire ${FREE}` })).toBeVisible();
  // One video fits: the row offers no arrows to scroll it.
  await expect(continueRow.getByRole('button', { name: /^Défiler/ })).toHaveCount(0);
  // The history (/watch) has it too, and nothing seen to the end yet.
  await page.goto('/watch');
  await expect(page.getByRole('heading', { level: 1, name: 'Historique' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Continuer à regarder' }).getByRole('link', { name: `Lire ${FREE}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Déjà vus' }).getByText('0 vidéo', { exact: true })).toBeVisible();
  // Nothing but the master playlist loads before Play (data costs money); then playback starts at
  // the saved position: reaching it within 4 s rules out a start from 0 (that would take ~8 s).
  await page.goto(videoUrl);
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 4000 }).toBeGreaterThanOrEqual(Math.floor(stoppedAt) - 1);
});

test('the data saver keeps automatic quality at 360p or below', async ({ page }) => {
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, [PREMIUM]);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Apparence' }).click();
  await page.getByRole('switch', { name: 'Économiseur de données' }).click();
  await expect(page.getByRole('switch', { name: 'Économiseur de données' })).toBeChecked();
  // It names what an hour of it costs: the catalogue's measured mean at 360p, rounded up to 5 Mo.
  const cost = (await (await page.request.get(apiPaths.dataSaverCost)).json()) as DataSaverCost;
  expect(cost.megabytesPerHour).toBeGreaterThan(0);
  await expect(page.getByRole('switch', { name: 'Économiseur de données' })).toHaveAccessibleDescription(
    new RegExp(`^Économie : ≈ ${Math.ceil((cost.megabytesPerHour ?? 0) / 5) * 5} Mo/h\\. La qualité automatique ne dépasse pas 360p`),
  );
  await page.goto('/');
  await page.getByRole('region', { name: 'Exclusivités Premium' }).getByRole('link', { name: `Lire ${PREMIUM}` }).click();
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  // Three segments in, automatic quality has had time to climb (it passes 360p without the saver).
  const video = page.getByTestId('player-video');
  const heights: number[] = [];
  await expect
    .poll(async () => {
      const state = await video.evaluate((v: HTMLVideoElement) => ({ t: v.currentTime, h: v.videoHeight }));
      if (state.h > 0) heights.push(state.h);
      return state.t;
    }, { timeout: 40_000, intervals: [500] })
    .toBeGreaterThan(12);
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.max(...heights)).toBeLessThanOrEqual(360);
});

test('the plan chooser marks the current plan; the demo player runs its 120 s timeline', async ({ page }) => {
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, [FREE]);
  // A premium subscriber is not asked to 'Devenir Premium'; the bottom bar's Premium opens the chooser.
  await expect(page.getByRole('button', { name: 'Devenir Premium' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Premium' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choisissez votre offre' });
  await expect(chooser.getByRole('button', { name: 'Offre actuelle' })).toBeDisabled();
  await chooser.getByRole('button', { name: 'Choisir Famille' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=family$/);

  const free = ((await (await page.request.get(pathTo(apiPaths.searchVideos, null, { q: 'mayombe' }))).json()) as Array<{ id: string }>)[0]?.id;
  await page.goto(`/video-old/${free}`);
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  const timeline = page.getByRole('slider', { name: 'Position de lecture' });
  await expect.poll(async () => Number(await timeline.getAttribute('aria-valuenow') ?? (await timeline.inputValue())), { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(timeline).toHaveAttribute('aria-valuemax', '120');
});

test('a free viewer whose monthly allowance is used up is offered the plans, and the server refuses the stream', async ({ page }) => {
  const email = await signUpAndIn(page, 'epuise');
  await waitForVideos(page, [FREE]);
  // An admin sets the account's free minutes to none ('Modifier le compte' in the admin area).
  await asAdmin((admin) => admin.setFreeMinutes(email, 0));

  await page.getByRole('region', { name: 'Tendances' }).getByRole('link', { name: `Lire ${FREE}` }).click();
  await expect(page.getByText('Temps de visionnage gratuit épuisé')).toBeVisible();
  await page.getByRole('button', { name: 'Voir les abonnements' }).click();
  await expect(page.getByRole('dialog', { name: 'Choisissez votre offre' })).toBeVisible();
  const id = page.url().split('/').pop() ?? '';
  const refused = await page.request.get(pathTo(apiPaths.playback, { id }));
  expect(await refused.json()).toMatchObject({ code: 'watch_time_exhausted' });
});

test('playing on: signed URLs refused mid-video are renewed from where it was, and a dropped connection picks up again', async ({ page }) => {
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, [PREMIUM]);
  const id = ((await (await page.request.get(pathTo(apiPaths.searchVideos, null, { q: 'convoi' }))).json()) as Array<{ id: string }>)[0]?.id;
  const masters: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('/master.m3u8') && masters.push(new URL(request.url()).pathname)));
  await page.goto(`/video/${id}`);
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await expectPlaying(page);
  const video = page.getByTestId('player-video');

  // The next segment is refused as an expired signature would be: the page asks for playback again and goes on.
  let refused = 0;
  await page.route(/\/media\/video\/.*\.m4s$/, (route) => (refused++ === 0 ? route.fulfill({ status: 403, body: '' }) : route.fallback()));
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 12));
  await expectPlaying(page);
  expect(refused).toBeGreaterThan(1);
  expect(new Set(masters).size).toBe(2);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(12);
  await page.unroute(/\/media\/video\/.*\.m4s$/);

  // A connection that drops as Play is pressed: the player tries again every few seconds and starts once it is back.
  await page.goto(`/video/${id}`);
  let dropped = 0;
  await page.route(/\/media\/video\/.*\.m4s$/, (route) => {
    dropped += 1;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await expect.poll(() => dropped, { timeout: 20_000 }).toBeGreaterThan(1);
  await page.unroute(/\/media\/video\/.*\.m4s$/);
  await expectPlaying(page);
});

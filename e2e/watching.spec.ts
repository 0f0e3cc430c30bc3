import { expect, test } from '@playwright/test';
import { expectPlaying, signIn, waitForVideos } from './support';

const FREE = 'Forêt du Mayombe';
const PREMIUM = 'Le Dernier Convoi';

test.describe.configure({ timeout: 240_000 });

test('a free viewer: home rows → a free video plays → favourite → My List; premium is locked', async ({ page }) => {
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  await waitForVideos(page, [FREE, PREMIUM]);

  const trending = page.getByRole('region', { name: 'Trending Now' });
  await expect(trending.getByRole('link', { name: `Lire ${FREE}` })).toBeVisible();
  // A premium card is locked for a free viewer, and 'Débloquer' opens the plan chooser.
  await expect(trending.getByText('Contenu Premium').first()).toBeVisible();
  await trending.getByRole('button', { name: `Débloquer ${PREMIUM}` }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(chooser).toBeVisible();
  await expect(chooser).toContainText('Cancel anytime. Terms and conditions apply.');
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
  await page.getByRole('button', { name: 'My List' }).click();
  const myList = page.getByRole('region', { name: 'My List' });
  await expect(myList.getByRole('link', { name: `Lire ${FREE}` })).toBeVisible();

  // The server refuses the premium stream whatever the page does.
  const premiumId = (await (await page.request.get('/api/videos?section=premium')).json() as Array<{ id: string }>)[0]?.id;
  const refused = await page.request.get(`/api/videos/${premiumId}/playback`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'tier_required', requiredTier: 'premium' });
});

test('a premium viewer: a premium video plays, and the quality menu switches rendition', async ({ page }) => {
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, [PREMIUM]);
  await page.goto('/');
  await page.getByRole('region', { name: 'Premium Exclusives' }).getByRole('link', { name: `Lire ${PREMIUM}` }).click();
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await expectPlaying(page);

  // Automatic quality climbs above 360p on a fast link (the data saver journey relies on this contrast).
  const video = page.getByTestId('player-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBeGreaterThan(360);
  await page.getByRole('button', { name: 'Qualité' }).click();
  const menu = page.getByRole('menu', { name: 'Qualité' });
  await expect(menu.getByRole('menuitemradio', { name: /^Auto/ })).toBeVisible();
  await expect(menu.getByRole('menuitemradio', { name: /^360p .*Mo\/min/ })).toBeVisible();
  await menu.getByRole('menuitemradio', { name: /^144p/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBe(144);
  await expectPlaying(page);
});

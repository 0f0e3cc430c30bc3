import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, pathTo, type CreatorVideo, type Processing, type Video } from '@kora/shared';
import { expect, test, type Page } from './fixtures';
import { expectPlaying, makeClip, signIn, waitForVideos } from './support';
import { asAdmin } from './admin-api';

/** A family-tier video of the demo catalogue: above the demo admin's own premium subscription. */
const FAMILY = 'Le Maquis de Tonton';

// The first journey of the run: it may wait for the demo catalogue (waitForVideos).
test.describe.configure({ timeout: 420_000 });

/** The video page offers to play (no locked overlay), and the video then plays. */
async function expectPlaysOnItsPage(page: Page, id: string): Promise<void> {
  await page.goto(`/video/${id}`);
  const play = page.getByRole('button', { name: 'Lecture' }).first();
  // Fails within the expect timeout when the page shows the locked overlay instead.
  await expect(play).toBeVisible();
  await expect(page.getByRole('button', { name: 'Débloquer' })).toHaveCount(0);
  await play.click();
  await expectPlaying(page);
}

test('the admin watches a family video: its card and its page are not locked, as the server lets them play it', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Email administrateur', { exact: true }).fill('admin@kora.demo');
  await page.getByLabel('Mot de passe', { exact: true }).fill('kora-admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await waitForVideos(page, [FAMILY]);
  const found = (await (await page.request.get(pathTo(apiPaths.searchVideos, null, { q: FAMILY }))).json()) as Video[];
  const family = found.find((video) => video.title === FAMILY);
  expect(family?.requiredTier).toBe('family');

  // In the search results the card is a link to play, not 'Débloquer'.
  await page.goto('/');
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  await page.getByRole('searchbox', { name: 'Rechercher une vidéo' }).fill(FAMILY);
  await expect(page.getByRole('link', { name: `Lire ${FAMILY}` }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Débloquer ${FAMILY}` })).toHaveCount(0);

  await expectPlaysOnItsPage(page, family?.id ?? '');
});

test('a free creator watches the family-tier video they uploaded; a free viewer finds it locked', async ({ page, context }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-e2e-access-'));
  const clip = path.join(dir, 'famille.mp4');
  await makeClip(clip, { seconds: 6 });

  await signIn(page, 'createur@kora.demo', 'kora-demo');
  const sent = await page.request.post(apiPaths.creatorUpload, {
    multipart: { title: 'Fête de famille à Thiès', category: 'Voyage', ageRating: 'tous', video: { name: 'famille.mp4', mimeType: 'video/mp4', buffer: await fs.readFile(clip) } },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as CreatorVideo;
  await expect
    .poll(async () => ((await (await page.request.get(pathTo(apiPaths.processing, { id }))).json()) as Processing).status, { timeout: 150_000, intervals: [2000] })
    .toBe('ready');
  // Set by an admin, through the admin API: the tier, and the review (a creator's upload waits for an admin under
  // CREATOR_VIDEO_REVIEW; its uploader may already watch it, others once approved).
  await asAdmin(async (admin) => {
    await admin.setVideoTier(id, 'family');
    await admin.approveVideo(id);
  });

  await expectPlaysOnItsPage(page, id);

  // The same video is locked for a free viewer, page and server alike: the uploader rule made the difference.
  await context.clearCookies();
  await signIn(page, 'gratuit@kora.demo', 'kora-demo', `/video/${id}`);
  await expect(page.getByText('Contenu Famille')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Débloquer' })).toBeVisible();
  const refused = await page.request.get(pathTo(apiPaths.playback, { id }));
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'tier_required', requiredTier: 'family' });
  await fs.rm(dir, { recursive: true, force: true });
});

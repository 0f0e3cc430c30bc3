import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@kora/shared';
import { expect, test } from './fixtures';
import { expectPlaying, makeClip, signIn } from './support';

test.describe.configure({ timeout: 300_000 });

test('a creator uploads a video, watches it being sent and processed, and plays it when ready', async ({ page }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-e2e-upload-'));
  const clip = path.join(dir, 'mon-film.mp4');
  // About 8 MB: four resumable chunks, slowed below so the sending progress can be watched.
  await makeClip(clip, { seconds: 16, megabitsPerSecond: 4 });
  const notVideo = path.join(dir, 'notes.mp4');
  await fs.writeFile(notVideo, 'ceci n’est pas une vidéo\n'.repeat(100));
  // One byte over MAX_UPLOAD_MB (100 Mo for the journeys' server), sparse on disk.
  const tooLarge = path.join(dir, 'trop-longue.mp4');
  await fs.writeFile(tooLarge, '');
  await fs.truncate(tooLarge, 100 * 1024 * 1024 + 1);
  const uploadRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(apiPaths.resumableUploads)) uploadRequests.push(request.method());
  });

  await signIn(page, 'createur@kora.demo', 'kora-demo', '/upload');
  await expect(page.getByRole('heading', { name: 'Envoyer une vidéo' })).toBeVisible();

  // Too large for the server's cap (public config): refused in the form, before any byte is sent.
  await page.getByLabel('Titre', { exact: true }).fill('Trop longue');
  await page.getByLabel('Fichier vidéo').setInputFiles(tooLarge);
  await expect(page.getByText('La vidéo dépasse la taille maximale de 100 Mo')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();
  await expect(page.getByText('La vidéo dépasse la taille maximale de 100 Mo')).toBeVisible();
  expect(uploadRequests).toEqual([]);
  await page.reload();

  // The rules of the form, then the server's judgement of the content.
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();
  await expect(page.getByText('Le titre est requis')).toBeVisible();
  await expect(page.getByText('Veuillez sélectionner un fichier vidéo')).toBeVisible();
  // No age rating is chosen in advance: the creator must pick one.
  await expect(page.getByLabel('Classification par âge')).toHaveValue('');
  await expect(page.getByText('Choisissez la classification par âge')).toBeVisible();
  await page.getByLabel('Titre', { exact: true }).fill('Faux film');
  await page.getByLabel('Classification par âge').selectOption({ label: 'Déconseillé aux moins de 12 ans' });
  await page.getByLabel('Fichier vidéo').setInputFiles(notVideo);
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();
  await expect(page.getByText('Fichier vidéo invalide').first()).toBeVisible();

  await page.getByLabel('Titre', { exact: true }).fill('Mon film de Dakar');
  await page.getByLabel('Description', { exact: true }).fill('Un essai tourné au Plateau.');
  await page.getByLabel('Catégorie', { exact: true }).selectOption('Voyage');
  await page.getByLabel('Fichier vidéo').setInputFiles(clip);
  // A slow link: each chunk waits a moment before it leaves.
  await page.route(`**${apiPaths.resumableUploads}/*`, async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();

  // The sending progress: percent, amount, speed and time left.
  const sending = page.getByRole('progressbar', { name: 'Envoi de la vidéo' });
  await expect(sending).toBeVisible();
  await expect.poll(async () => Number(await sending.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByText(/\d+ %.* sur .*Mo/)).toBeVisible();
  await expect(page.getByText(/\/s · .*restantes?/)).toBeVisible();

  // Then the processing, followed live: queued or transcoding, until ready.
  const follow = page.getByRole('region', { name: 'Suivi de la vidéo' });
  await expect(follow).toBeVisible();
  await expect(follow.getByText(/En file d'attente|Transcodage…|Prête/)).toBeVisible();
  // Sent resumably (tus): created, then the bytes.
  expect(uploadRequests).toEqual(expect.arrayContaining(['POST', 'PATCH']));
  // Ready, but a creator's upload waits for an admin: the follow-up says so and what comes next, never « en ligne ».
  await expect(follow.getByText('Prête · En attente de validation')).toBeVisible({ timeout: 240_000 });
  await expect(follow).toContainText('Un administrateur doit l’approuver avant qu’elle soit publiée');
  await expect(follow).not.toContainText('en ligne');
  await expect(page.getByRole('region', { name: 'Mes vidéos' })).toContainText('Mon film de Dakar');
  // In the list, the video is told apart from another try of the same title by its picture and the time it was sent.
  const row = page.getByTestId('creator-video').filter({ hasText: 'Mon film de Dakar' });
  await expect(row.locator('img.my-videos__poster')).toHaveJSProperty('complete', true);
  await expect(row).toContainText(/\d{1,2}:\d{2}/);
  await follow.getByRole('link', { name: 'Voir l’aperçu' }).click();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Mon film de Dakar' })).toBeVisible();
  await expect(page.getByTitle('Déconseillé aux moins de 12 ans')).toBeVisible();
  // And it plays.
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await expectPlaying(page);
  await fs.rm(dir, { recursive: true, force: true });
});

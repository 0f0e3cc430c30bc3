import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@kora/shared';
import { expect, test, type Page } from './fixtures';
import { makeClip, signIn } from './support';

test.describe.configure({ timeout: 300_000 });

/** The page sends the file in PATCH requests of 2 MiB (send-resumable-upload.ts). */
const CHUNK = 2 * 1024 * 1024;

let dir: string;
let clip: string;

test.beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-e2e-resume-'));
  clip = path.join(dir, 'marche-de-sandaga.mp4');
  // About 6 MB: three chunks.
  await makeClip(clip, { seconds: 3, megabitsPerSecond: 16 });
  expect((await fs.stat(clip)).size).toBeGreaterThan(2 * CHUNK);
});

test.afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Every request of the resumable upload protocol, as method and Upload-Offset. */
function recordUploadRequests(page: Page): Array<{ method: string; offset: number | null }> {
  const seen: Array<{ method: string; offset: number | null }> = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith(apiPaths.resumableUploads)) return;
    const offset = request.headers()['upload-offset'];
    seen.push({ method: request.method(), offset: offset === undefined ? null : Number(offset) });
  });
  return seen;
}

/** A gate the test opens once it has seen what it wants while a request waits. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test('a connection dropped mid-upload resumes from what the server kept, and the video gets ready', async ({ page }) => {
  await signIn(page, 'createur@kora.demo', 'kora-demo');
  const requests = recordUploadRequests(page);
  const resumed = gate();
  let patches = 0;
  await page.route(`**${apiPaths.resumableUploads}/*`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    patches += 1;
    // The first chunk arrives; the connection drops while the second is on its way.
    if (patches === 2) return route.abort('connectionreset');
    // The resumed chunk waits until the page has said it resumed.
    if (patches === 3) await resumed.opened;
    return route.continue();
  });

  await page.goto('/upload');
  await page.getByLabel('Titre', { exact: true }).fill('Reprise après coupure');
  await page.getByLabel('Classification par âge').selectOption({ label: 'Tous publics' });
  await page.getByLabel('Fichier vidéo').setInputFiles(clip);
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();

  await expect(page.getByRole('status').filter({ hasText: /Envoi repris à \d+ %/ })).toContainText(`Envoi repris à ${Math.floor((CHUNK / (await fs.stat(clip)).size) * 100)} %`);
  resumed.open();

  const follow = page.getByRole('region', { name: 'Suivi de la vidéo' });
  await expect(follow).toBeVisible();
  // Created once; after the drop the page asked the server where it stood (HEAD) and sent from there, not from zero.
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  const afterDrop = requests.slice(requests.findIndex((r) => r.method === 'HEAD'));
  expect(afterDrop.length).toBeGreaterThan(1);
  expect(afterDrop.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toEqual([CHUNK, 2 * CHUNK]);
  expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toEqual([0, CHUNK, CHUNK, 2 * CHUNK]);

  await expect(follow.getByText('Prête')).toBeVisible({ timeout: 240_000 });
  await expect(page.getByRole('region', { name: 'Mes vidéos' })).toContainText('Reprise après coupure');
});

test('an upload cut short by closing the tab carries on when the same file is chosen again', async ({ page, context }) => {
  await signIn(page, 'createur@kora.demo', 'kora-demo');
  let patches = 0;
  // The first chunk arrives, then the network is gone for good.
  await page.route(`**${apiPaths.resumableUploads}/*`, async (route) => {
    if (route.request().method() === 'PATCH') patches += 1;
    return patches <= 1 && route.request().method() === 'PATCH' ? route.continue() : route.abort('internetdisconnected');
  });
  await page.goto('/upload');
  await page.getByLabel('Titre', { exact: true }).fill('Reprise après fermeture');
  await page.getByLabel('Classification par âge').selectOption({ label: 'Déconseillé aux moins de 16 ans' });
  await page.getByLabel('Description', { exact: true }).fill('Tournée à Dakar.');
  await page.getByLabel('Catégorie', { exact: true }).selectOption('Voyage');
  await page.getByLabel('Fichier vidéo').setInputFiles(clip);
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();
  await expect(page.getByText('Connexion perdue, nouvelle tentative…')).toBeVisible();
  await page.close();

  const again = await context.newPage();
  const requests = recordUploadRequests(again);
  const resumed = gate();
  await again.route(`**${apiPaths.resumableUploads}/*`, async (route) => {
    if (route.request().method() === 'PATCH') await resumed.opened;
    return route.continue();
  });
  await again.goto('/upload');
  await again.getByLabel('Fichier vidéo').setInputFiles(clip);
  // The fields it was begun with come back, and the page says it will carry on.
  await expect(again.getByText("Un envoi interrompu de ce fichier a été retrouvé : il reprendra là où il s'était arrêté.")).toBeVisible();
  await expect(again.getByLabel('Titre', { exact: true })).toHaveValue('Reprise après fermeture');
  await expect(again.getByLabel('Description', { exact: true })).toHaveValue('Tournée à Dakar.');
  await expect(again.getByLabel('Catégorie', { exact: true })).toHaveValue('Voyage');
  await expect(again.getByLabel('Classification par âge')).toHaveValue('16');
  await again.getByRole('button', { name: 'Envoyer la vidéo' }).click();
  await expect(again.getByRole('status').filter({ hasText: /Envoi repris à \d+ %/ })).toBeVisible();
  resumed.open();

  await expect(again.getByRole('region', { name: 'Suivi de la vidéo' })).toBeVisible();
  // No new upload: the server's offset (HEAD), then the rest of the file.
  expect(requests.map((r) => r.method)).toEqual(['HEAD', 'PATCH', 'PATCH']);
  expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toEqual([CHUNK, 2 * CHUNK]);
  await expect(again.getByRole('region', { name: 'Mes vidéos' })).toContainText('Reprise après fermeture');
});

test('Annuler stops an upload and deletes what the server received', async ({ page }) => {
  await signIn(page, 'createur@kora.demo', 'kora-demo');
  const requests = recordUploadRequests(page);
  const held = gate();
  let patches = 0;
  // The second chunk waits until the person has cancelled.
  await page.route(`**${apiPaths.resumableUploads}/*`, async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 2) await held.opened;
    return route.continue().catch(() => undefined);
  });
  await page.goto('/upload');
  await page.getByLabel('Titre', { exact: true }).fill('Envoi abandonné');
  await page.getByLabel('Classification par âge').selectOption({ label: 'Tous publics' });
  await page.getByLabel('Fichier vidéo').setInputFiles(clip);
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();
  await expect.poll(() => patches).toBe(2);
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Annuler' }).click();
  expect((await deleted).status()).toBe(204);
  held.open();
  await expect(page.getByRole('status').filter({ hasText: 'Envoi annulé' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer la vidéo' })).toBeVisible();
  // Gone on the server too, and forgotten by the phone: choosing the file again offers no resumption.
  const uploadUrl = new URL((await deleted).url()).pathname;
  expect((await page.request.head(uploadUrl, { headers: { 'Tus-Resumable': '1.0.0' } })).status()).toBe(404);
  expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')))).toEqual([]);
});

test('when the answer to the last chunk is lost, the page finds the created video instead of sending the file again', async ({ page }) => {
  await signIn(page, 'createur@kora.demo', 'kora-demo');
  const requests = recordUploadRequests(page);
  const size = (await fs.stat(clip)).size;
  let cut = false;
  await page.route(`**${apiPaths.resumableUploads}/*`, async (route) => {
    const offset = Number(route.request().headers()['upload-offset']);
    if (route.request().method() !== 'PATCH' || cut || offset + CHUNK < size) return route.continue();
    // The server receives the last chunk and makes the video; its answer never reaches the phone.
    cut = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.goto('/upload');
  await page.getByLabel('Titre', { exact: true }).fill('Réponse perdue');
  await page.getByLabel('Classification par âge').selectOption({ label: 'Tous publics' });
  await page.getByLabel('Fichier vidéo').setInputFiles(clip);
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();

  const follow = page.getByRole('region', { name: 'Suivi de la vidéo' });
  await expect(follow).toContainText('Réponse perdue');
  expect(cut).toBe(true);
  // One upload, each byte sent once; the HEAD after the drop found it finished.
  expect(requests.map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH', 'HEAD']);
  expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toEqual([0, CHUNK, 2 * CHUNK]);
  await expect(page.getByRole('region', { name: 'Mes vidéos' }).getByText('Réponse perdue')).toHaveCount(1);
});

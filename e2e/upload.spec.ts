import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

const run = promisify(execFile);

test.describe.configure({ timeout: 300_000 });

test('a creator uploads a video, follows its processing, and opens it when ready', async ({ page }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-e2e-upload-'));
  const clip = path.join(dir, 'mon-film.mp4');
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=25', '-f', 'lavfi', '-i', 'sine=f=440', '-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip]);
  const notVideo = path.join(dir, 'notes.mp4');
  await fs.writeFile(notVideo, 'ceci n’est pas une vidéo\n'.repeat(100));

  await signIn(page, 'createur@kora.demo', 'kora-demo');
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Envoyer une vidéo' })).toBeVisible();

  // The rules of the form, then the server's judgement of the content.
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();
  await expect(page.getByText('Le titre est requis')).toBeVisible();
  await expect(page.getByText('Veuillez sélectionner un fichier vidéo')).toBeVisible();
  await page.getByLabel('Titre', { exact: true }).fill('Faux film');
  await page.getByLabel('Fichier vidéo').setInputFiles(notVideo);
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();
  await expect(page.getByText('Fichier vidéo invalide').first()).toBeVisible();

  await page.getByLabel('Titre', { exact: true }).fill('Mon film de Dakar');
  await page.getByLabel('Description', { exact: true }).fill('Un essai tourné au Plateau.');
  await page.getByLabel('Catégorie', { exact: true }).selectOption('Voyage');
  await page.getByLabel('Fichier vidéo').setInputFiles(clip);
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();

  const follow = page.getByRole('region', { name: 'Suivi de la vidéo' });
  await expect(follow).toBeVisible();
  await expect(follow.getByText('Prête')).toBeVisible({ timeout: 240_000 });
  await expect(page.getByRole('region', { name: 'Mes vidéos' })).toContainText('Mon film de Dakar');
  await follow.getByRole('link', { name: 'Voir la vidéo' }).click();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Mon film de Dakar' })).toBeVisible();
  await fs.rm(dir, { recursive: true, force: true });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Page, test } from './fixtures';
import { latestMailTo, makeClip, signIn, signUpAndIn } from './support';
import { E2E_URL } from './constants';

test.describe.configure({ timeout: 180_000 });

/** A second person (the admin) in their own browser context, at 360 px like the first. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR', baseURL: E2E_URL });
  const page = await context.newPage();
  await signIn(page, 'admin@kora.demo', 'kora-admin', '/admin/creator-applications');
  await expect(page.getByRole('heading', { name: 'Candidatures créateurs' })).toBeVisible();
  return page;
}

/** Fills the application form of /creator-application with a channel name and sends it. */
async function apply(page: Page, channel: string): Promise<void> {
  await expect(page.getByRole('button', { name: 'Envoyer ma candidature' })).toBeVisible();
  await page.getByLabel('Nom de la chaîne').fill(channel);
  await page.getByLabel('Pays').selectOption('Sénégal');
  await page.getByLabel('Adresse').fill('Rue 10, Médina, Dakar');
  await page.getByLabel('Contact').fill('+221 77 123 45 67');
  await page.getByLabel('Page Instagram (facultatif)').fill('https://instagram.com/chaine');
  await page.getByRole('checkbox', { name: 'Cuisine' }).click();
  await page.getByRole('checkbox', { name: 'Voyage' }).click();
  await page.getByRole('radio', { name: 'Hebdomadaire' }).click();
  await page.getByRole('radio', { name: /Courte/ }).click();
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page).toHaveURL(/\/creator-status$/);
  await expect(page.getByTestId('creator-application-status')).toHaveText('En attente');
  await expect(page.getByText("L'examen d'une candidature prend 2 à 5 jours ouvrés", { exact: false })).toBeVisible();
}

test('gratuit@kora.demo applies from the bottom navigation, the admin rejects with a reason, and the reason shows on /creator-status', async ({ page, browser }) => {
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  await page.getByRole('link', { name: 'Créateur' }).click();
  await expect(page).toHaveURL(/\/creator-application$/);
  // The rules of §5 in the page, with the server's words.
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByText('Le nom de la chaîne est requis.')).toBeVisible();
  await expect(page.getByText('Choisissez au moins une catégorie.')).toBeVisible();
  await apply(page, 'Saveurs de Koffi');

  const admin = await adminPage(browser);
  await admin.getByRole('button', { name: 'Rejeter la candidature de Saveurs de Koffi' }).click();
  await admin.getByLabel('Raison du rejet (facultatif)').fill('Ajoutez une vidéo de présentation de la chaîne.');
  await admin.getByRole('dialog').getByRole('button', { name: 'Rejeter' }).click();
  await expect(admin.getByRole('status')).toContainText('Candidature rejetée');
  await expect(admin.getByRole('button', { name: 'Rejeter la candidature de Saveurs de Koffi' })).toHaveCount(0);
  await admin.context().close();

  await page.reload();
  await expect(page.getByTestId('creator-application-status')).toHaveText('Rejetée');
  await expect(page.getByTestId('creator-rejection-reason')).toHaveText('Ajoutez une vidéo de présentation de la chaîne.');
  expect(await latestMailTo('gratuit@kora.demo')).toContain('Ajoutez une vid');
  await expect(page.getByRole('link', { name: 'Nouvelle candidature' })).toBeVisible();
});

test('a new member applies, is approved, reaches the dashboard without signing out, sees the charts and uploads from the Upload tab', async ({ page, browser }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-e2e-creator-'));
  const clip = path.join(dir, 'recette.mp4');
  await makeClip(clip, { seconds: 4 });

  await signUpAndIn(page, 'nouvelle-chaine');
  await page.goto('/creator-application');
  await apply(page, 'Cuisine de Awa');

  const admin = await adminPage(browser);
  await admin.getByRole('button', { name: 'Approuver la candidature de Cuisine de Awa' }).click();
  await expect(admin.getByRole('status')).toContainText('Candidature approuvée');
  await admin.context().close();

  await page.reload();
  await expect(page.getByTestId('creator-application-status')).toHaveText('Approuvée');
  await page.getByRole('link', { name: 'Ouvrir mon tableau de bord' }).click();
  await expect(page).toHaveURL(/\/creator-dashboard/);
  await expect(page.getByTestId('creator-approved-badge')).toHaveText('Créateur approuvé');
  await expect(page.getByRole('img', { name: /^Vues par jour : / })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Temps de visionnage par jour/ })).toBeVisible();
  // Nothing is wider than the phone's screen; a tab strip wider than it fades where more tabs are, and ends on « Profil ».
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const strip = page.getByRole('tablist', { name: 'Tableau de bord créateur' });
  expect(await strip.evaluate((list) => list.scrollWidth <= list.clientWidth || list.classList.contains('tabs__list--more-after'))).toBe(true);

  await page.getByRole('tab', { name: 'Envoyer' }).click();
  await page.getByLabel('Titre', { exact: true }).fill('Thiéboudienne en 4 secondes');
  await page.getByLabel('Classification par âge').selectOption({ label: 'Tous publics' });
  await page.getByLabel('Fichier vidéo').setInputFiles(clip);
  await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();
  await expect(page.getByRole('region', { name: 'Suivi de la vidéo' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('tab', { name: 'Vidéos' }).click();
  await expect(page.getByRole('region', { name: 'Mes vidéos' }).getByTestId('creator-video').filter({ hasText: 'Thiéboudienne en 4 secondes' })).toBeVisible();
  await page.getByRole('tab', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Profil créateur' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Profil' }).getByText('Cuisine de Awa')).toBeVisible();
});

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type AdminVideoPage, apiPaths, pathTo } from '@kora/shared';
import { type Browser, expect, type Page, test } from './fixtures';
import { makeClip, signIn, signInAsAdmin } from './support';
import { E2E_URL } from './constants';

test.describe.configure({ timeout: 240_000 });

/**
 * A local site the admin imports from (the journeys' server lets its fetches reach 127.0.0.1 through
 * FETCH_ALLOW_ADDRESSES): a clip, an image and a page that is not an image.
 */
async function startTestSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-e2e-site-'));
  await makeClip(path.join(dir, 'sandaga.mp4'), { seconds: 4 });
  await promisify(execFile)('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=orange:s=320x180', '-frames:v', '1', path.join(dir, 'affiche.png')]);
  const types: Record<string, string> = { '/sandaga.mp4': 'video/mp4', '/affiche.png': 'image/png' };
  const server = http.createServer(async (req, res) => {
    const type = types[req.url ?? ''];
    if (!type) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Ceci est une page, pas une image.</p>');
      return;
    }
    const body = await fs.readFile(path.join(dir, req.url as string));
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function viewerPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'fr-FR', baseURL: E2E_URL });
  const page = await context.newPage();
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  return page;
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test('at 360 px the admin adds a video by URL after checking it, edits, blocks (a viewer loses it), unblocks, prepares it again, changes its poster and deletes it', async ({ page, browser }) => {
  const site = await startTestSite();
  const title = 'Marché Sandaga';
  const renamed = 'Marché Sandaga, Dakar';
  try {
    await signInAsAdmin(page);
    await expect(page.getByTestId('admin-overview-pendingApplications')).toBeVisible();
    await page.getByRole('link', { name: 'Vidéos' }).first().click();
    await expect(page).toHaveURL(/\/admin\/videos/);

    await page.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await page.getByLabel('Classification par âge').selectOption({ label: 'Tous publics' });
    await page.getByLabel('URL de la vidéo').fill(`${site.url}/sandaga.mp4`);
    await page.getByLabel('Durée (secondes)').fill('4');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText(/Vidéo trouvée · video\/mp4/)).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter la vidéo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vidéo ajoutée' })).toBeVisible();
    await noSidewaysScroll(page, 360);

    // The server downloads and prepares it; the list follows it to ready.
    await expect
      .poll(async () => ((await (await page.request.get(pathTo(apiPaths.adminVideos, null, { q: 'Sandaga' }))).json()) as AdminVideoPage).items[0]?.status, { timeout: 150_000, intervals: [2000] })
      .toBe('ready');

    const row = () => page.getByTestId('admin-video').filter({ hasText: renamed });
    await page.reload();
    await page.getByRole('button', { name: `Modifier « ${title} »` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la vidéo' });
    await edit.getByLabel('Titre', { exact: true }).fill('');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit.getByText('Le titre est requis')).toBeVisible();
    await edit.getByLabel('Titre', { exact: true }).fill(renamed);
    await expect(edit.getByLabel('Classification par âge')).toHaveValue('tous');
    await edit.getByLabel('Classification par âge').selectOption({ label: 'Déconseillé aux moins de 12 ans' });
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vidéo modifiée' })).toBeVisible();
    await expect(row()).toBeVisible();
    await expect(row().getByTitle('Déconseillé aux moins de 12 ans')).toBeVisible();

    // A viewer sees it on home, then not once it is blocked.
    const viewer = await viewerPage(browser, 360);
    await expect(viewer.getByRole('link', { name: `Lire ${renamed}` }).first()).toBeAttached();
    await page.getByRole('button', { name: `Bloquer « ${renamed} »` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vidéo bloquée' })).toBeVisible();
    await expect(row().getByText('Bloquée', { exact: true })).toBeVisible();
    await viewer.reload();
    await expect(viewer.getByRole('heading').first()).toBeVisible();
    await expect(viewer.getByRole('link', { name: `Lire ${renamed}` })).toHaveCount(0);
    await viewer.context().close();
    await page.getByRole('button', { name: `Débloquer « ${renamed} »` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vidéo débloquée' })).toBeVisible();

    // Prepared again from its original, in the format of the day: it stays ready (and online) meanwhile.
    await page.getByRole('button', { name: `Préparer à nouveau « ${renamed} »` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Préparation relancée' })).toBeVisible();
    await expect(row().getByText('Prête', { exact: true })).toBeVisible();
    // The whole catalogue at once, after a confirmation: the demo is prepared in the format of the day already.
    await page.getByRole('button', { name: 'Tout préparer à nouveau' }).click();
    await page.getByRole('dialog', { name: 'Préparer à nouveau les vidéos à l’ancien format ?' }).getByRole('button', { name: 'Tout préparer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Toutes les vidéos sont déjà au format du jour.' })).toBeVisible();

    // The poster: a page that is not an image is refused, the image is kept.
    await page.getByRole('button', { name: `Changer l'affiche de « ${renamed} »` }).click();
    const poster = page.getByRole('dialog', { name: "Changer l'affiche" });
    await poster.getByLabel('URL de la nouvelle affiche').fill(`${site.url}/page.html`);
    await poster.getByRole('button', { name: 'Vérifier' }).click();
    await expect(poster.getByText('URL invalide')).toBeVisible();
    await poster.getByLabel('URL de la nouvelle affiche').fill(`${site.url}/affiche.png`);
    await poster.getByRole('button', { name: 'Vérifier' }).click();
    await expect(poster.getByText(/Image trouvée/)).toBeVisible();
    await poster.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Affiche mise à jour' })).toBeVisible();
    const listed = (await (await page.request.get(pathTo(apiPaths.adminVideos, null, { q: 'Sandaga' }))).json()) as AdminVideoPage;
    expect(listed.items[0]?.thumbnailUrl).toBe(`${site.url}/affiche.png`);

    await page.getByRole('button', { name: `Supprimer « ${renamed} »` }).click();
    await page.getByRole('dialog', { name: 'Supprimer la vidéo ?' }).getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vidéo supprimée' })).toBeVisible();
    await expect(row()).toHaveCount(0);

    // Every action is in the journal.
    await page.goto('/admin/journal');
    for (const action of ['video.create', 'video.update', 'video.block', 'video.unblock', 'video.prepare_again', 'video.thumbnail', 'video.delete']) {
      await expect(page.locator(`[data-testid="journal-entry"][data-action="${action}"]`).first()).toBeAttached();
    }
  } finally {
    await site.close();
  }
});

test('at 1280 px the admin finds gratuit@kora.demo and grants premium (their next page shows it), then takes it back, and changes the admin password, refused when too short', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR', baseURL: E2E_URL });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Utilisateurs' }).first().click();
  await page.getByLabel('Rechercher un utilisateur').fill('gratuit@kora.demo');
  const row = page.getByTestId('admin-user').filter({ hasText: 'gratuit@kora.demo' });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('admin-user')).toHaveCount(1);

  const setTier = async (tier: 'premium' | 'free', shown: RegExp) => {
    await row.getByRole('button', { name: 'Modifier le compte de Koffi Mensah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le compte de Koffi Mensah' });
    await dialog.getByLabel('Abonnement').selectOption(tier);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Compte modifié' }).first()).toBeVisible();
    await expect(row.getByTestId('admin-user-tier')).toHaveText(shown);
  };
  const viewer = await viewerPage(browser, 1280);
  await setTier('premium', /Premium · Actif/);
  await viewer.goto('/settings');
  await expect(viewer.getByText('Premium', { exact: true }).first()).toBeVisible();
  await viewer.context().close();
  await setTier('free', /Gratuit/);
  await noSidewaysScroll(page, 1280);

  // The free minutes a month: a figure that is not one is refused on the spot; a change shows on the row (given back after).
  const setFreeMinutes = async (typed: string) => {
    await row.getByRole('button', { name: 'Modifier le compte de Koffi Mensah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le compte de Koffi Mensah' });
    await dialog.getByLabel('Minutes gratuites par mois').fill(typed);
    return dialog;
  };
  const wrong = await setFreeMinutes('beaucoup');
  await expect(wrong.getByText('Minutes gratuites : un nombre entier de 0 à 100 000')).toBeVisible();
  await expect(wrong.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await wrong.getByLabel('Minutes gratuites par mois').fill('90');
  await wrong.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(row).toContainText('sur 90');
  await (await setFreeMinutes('120')).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(row).toContainText('sur 120');

  await page.getByRole('link', { name: 'Paramètres' }).first().click();
  await expect(page.getByTestId('admin-setting-maxUploadMb')).toContainText('100 Mo');
  const change = async (current: string, next: string) => {
    await page.getByLabel('Mot de passe actuel').fill(current);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(next);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill(next);
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  };
  await change('kora-admin', 'court');
  await expect(page.getByText('Le nouveau mot de passe doit contenir au moins 8 caractères')).toBeVisible();
  await change('kora-admin', 'kora-admin-2026');
  await expect(page.getByRole('status').filter({ hasText: 'Mot de passe modifié' }).first()).toBeVisible();
  // Back to the demo password, which the other journeys sign in with.
  await change('kora-admin-2026', 'kora-admin');
  await expect(page.getByRole('status').filter({ hasText: 'Mot de passe modifié' }).first()).toBeVisible();
  await page.goto('/admin/journal');
  await expect(page.locator('[data-testid="journal-entry"][data-action="user.update"]').first()).toBeAttached();
  await expect(page.locator('[data-testid="journal-entry"][data-action="admin.password_change"]').first()).toBeAttached();
  await context.close();
});

import { expect, test, type Page } from './fixtures';
import { apiPaths, delays, DEMO_LIVE_ID, liveMessages, pathTo, type LiveStream } from '@kora/shared';
import { openUntilToast, signIn } from './support';

/** A live made through the API by whoever is signed in on `page` (an admin's is approved at once). */
async function adminCreatesLive(page: Page, title: string, requiredTier: 'free' | 'premium'): Promise<LiveStream> {
  const res = await page.request.post(apiPaths.adminLiveStreams, { data: { title, description: 'Créé par le test', category: 'Musique', requiredTier, ageRating: 'tous' } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as LiveStream;
}

async function switchTo(page: Page, email: string, password: string, path?: string) {
  await page.context().clearCookies();
  await signIn(page, email, password, path);
}

test('a visitor without a session opening /live is told "Accès restreint", then sent to sign in', async ({ page }) => {
  await openUntilToast(page, '/live', liveMessages.restricted);
  await expect(page.getByRole('link', { name: 'Devenir Premium' })).toHaveAttribute('href', '/subscribe');
  // Sent to sign in, keeping the page to come back to.
  await page.clock.runFor(delays.redirectToLoginMs);
  await expect(page).toHaveURL(/\/login\?next=%2Flive$/);
});

test('a creator proposes a live, the admin rejects one only with a reason and approves the other', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const approved = `Concert au bord du fleuve ${stamp}`;
  const rejected = `Live à refuser ${stamp}`;

  await signIn(page, 'createur@kora.demo', 'kora-demo', '/live');
  await expect(page.getByRole('heading', { name: liveMessages.liveNow })).toBeVisible();
  await page.getByRole('button', { name: 'Créer un live' }).click();
  await page.getByLabel('Titre', { exact: true }).fill(approved);
  await page.getByLabel('Description', { exact: true }).fill('Kora et balafon en direct de Ségou.');
  await page.getByLabel('Catégorie', { exact: true }).selectOption('Musique');
  await page.getByLabel('Classification par âge').selectOption({ label: 'Tous publics' });
  await page.getByRole('button', { name: 'Créer le live' }).click();
  await expect(page.getByRole('status')).toContainText('Live créé');
  const card = page.getByRole('article', { name: approved });
  await expect(card.getByRole('button', { name: liveMessages.pendingApproval })).toBeDisabled();
  const second = await page.request.post(apiPaths.liveStreams, { data: { title: rejected, description: '', category: 'Gaming', ageRating: '12' } });
  expect(second.status()).toBe(201);

  await switchTo(page, 'admin@kora.demo', 'kora-admin', '/admin');
  await page.getByRole('link', { name: 'Autorisations de lives' }).first().click();
  await expect(page).toHaveURL(/\/admin\/live-approvals$/);
  const toReject = page.getByRole('listitem').filter({ hasText: rejected });
  await toReject.getByRole('button', { name: 'Rejeter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rejeter le live' });
  await dialog.getByLabel('Raison du rejet').fill('   ');
  await dialog.getByRole('button', { name: 'Rejeter' }).click();
  await expect(page.getByRole('status')).toContainText(liveMessages.reasonRequiredTitle);
  await expect(page.getByRole('status')).toContainText(liveMessages.reasonRequired);
  await dialog.getByLabel('Raison du rejet').fill('Contenu hors charte');
  await dialog.getByRole('button', { name: 'Rejeter' }).click();
  await expect(page.getByRole('status')).toContainText('Live rejeté');
  await expect(toReject).toHaveCount(0);

  const toApprove = page.getByRole('listitem').filter({ hasText: approved });
  await toApprove.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByRole('status')).toContainText('Live approuvé');
  await expect(toApprove).toHaveCount(0);

  await switchTo(page, 'createur@kora.demo', 'kora-demo', '/live');
  await expect(page.getByRole('article', { name: approved }).getByRole('button', { name: 'Démarrer' })).toBeEnabled();
  const refused = page.getByRole('article', { name: rejected });
  await expect(refused.getByRole('button', { name: liveMessages.rejected })).toBeDisabled();
  await expect(refused).toContainText('Contenu hors charte');
});

test("the admin creates a live in 'Gestion des lives' (title and description required) and deletes it after confirming", async ({ page }) => {
  const title = `Débat du dimanche ${Date.now().toString(36)}`;
  await signIn(page, 'admin@kora.demo', 'kora-admin', '/admin/lives');
  await expect(page.getByRole('heading', { name: 'Gestion des lives' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau live' }).click();
  await page.getByRole('button', { name: 'Créer le live' }).click();
  await expect(page.getByText('Le titre est requis')).toBeVisible();
  await expect(page.getByText('La description est requise')).toBeVisible();
  await expect(page.getByText('Choisissez la classification par âge')).toBeVisible();
  await page.getByLabel('Titre', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Politique et société, en direct.');
  await page.getByLabel('Abonnement requis', { exact: true }).selectOption('premium');
  await page.getByLabel('Classification par âge').selectOption({ label: 'Tous publics' });
  await page.getByRole('button', { name: 'Créer le live' }).click();
  await expect(page.getByRole('status')).toContainText('Live créé');
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('PREMIUM');
  // Its age rating, changed from the list.
  await item.getByLabel('Classification').selectOption({ label: 'Déconseillé aux moins de 16 ans' });
  await expect(page.getByRole('status')).toContainText('Classification modifiée');
  await expect(item.getByTitle('Déconseillé aux moins de 16 ans')).toBeVisible();

  await item.getByRole('button', { name: `Supprimer ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer le live ?' });
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: `Supprimer ${title}` }).click();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('status')).toContainText('Live supprimé');
  await expect(item).toHaveCount(0);
});

test("a free viewer opening a premium live sees 'Contenu Premium' and the plan chooser; a missing live is 'Stream non trouvé'", async ({ page }) => {
  await signIn(page, 'admin@kora.demo', 'kora-admin');
  const live = await adminCreatesLive(page, `Masterclass premium ${Date.now().toString(36)}`, 'premium');

  await switchTo(page, 'gratuit@kora.demo', 'kora-demo', `/live-viewer/${live.id}`);
  await expect(page.getByRole('heading', { name: liveMessages.premiumWall })).toBeVisible();
  await page.getByRole('button', { name: 'Voir les abonnements' }).click();
  await expect(page.getByRole('dialog', { name: 'Choisissez votre offre' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/live-viewer/00000000-0000-4000-8000-00000000ffff');
  await expect(page.getByRole('heading', { name: liveMessages.notFound })).toBeVisible();
  await page.getByRole('link', { name: 'Retour aux lives' }).click();
  await expect(page).toHaveURL(/\/live$/);
  // /live/watch is the demo live.
  await page.goto('/live/watch');
  await expect(page.getByRole('link', { name: 'Retour aux lives' }).first()).toBeVisible();
  const demo = await page.request.get(pathTo(apiPaths.liveStream, { id: DEMO_LIVE_ID }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(((await demo.json()) as LiveStream).title);
});

test('home shows the live section while a live is on air: EN DIRECT, Voir tout, Regarder (plan chooser for a free viewer)', async ({ page }) => {
  await signIn(page, 'admin@kora.demo', 'kora-admin');
  const title = `Direct du marché ${Date.now().toString(36)}`;
  const live = await adminCreatesLive(page, title, 'free');
  const started = await page.request.post(pathTo(apiPaths.liveStart, { id: live.id }));
  expect(started.status(), await started.text()).toBe(200);
  try {
    await switchTo(page, 'gratuit@kora.demo', 'kora-demo');
    const section = page.getByRole('region', { name: liveMessages.liveNow });
    await expect(section).toBeVisible();
    await expect(section.getByText(liveMessages.liveBadge).first()).toBeVisible();
    expect(await section.getByRole('listitem').count()).toBeLessThanOrEqual(2);
    await section.getByRole('button', { name: new RegExp(`^${liveMessages.watch} `) }).first().click();
    await expect(page.getByRole('dialog', { name: 'Choisissez votre offre' })).toBeVisible();
    await page.keyboard.press('Escape');
    await section.getByRole('link', { name: liveMessages.seeAll }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByRole('region', { name: liveMessages.liveNow }).getByRole('article', { name: title })).toBeVisible();

    await switchTo(page, 'premium@kora.demo', 'kora-demo');
    await page.getByRole('region', { name: liveMessages.liveNow }).getByRole('button', { name: new RegExp(`^${liveMessages.watch} `) }).first().click();
    await expect(page).toHaveURL(/\/live-viewer\/[0-9a-f-]{36}$/);
  } finally {
    await switchTo(page, 'admin@kora.demo', 'kora-admin');
    await page.request.post(pathTo(apiPaths.liveStop, { id: live.id }));
  }
});

test('an on-air live shows a frame of its stream on its card, not the drawn gradient', async ({ page }) => {
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  const demo = (await (await page.request.get(pathTo(apiPaths.liveStream, { id: DEMO_LIVE_ID }))).json()) as LiveStream;
  const frame = new RegExp(`^${pathTo(apiPaths.liveShareImage, { id: DEMO_LIVE_ID })}\\?v=\\d+$`);
  // The demo pattern takes its first frame as soon as it publishes: the list may need a reload to name it.
  await expect(async () => {
    await page.goto('/live');
    await expect(page.getByRole('article', { name: demo.title }).locator('img.live-card__image').first()).toHaveAttribute('src', frame, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const image = page.getByRole('article', { name: demo.title }).locator('img.live-card__image').first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalHeight : 0))).toBeGreaterThan(0);
});

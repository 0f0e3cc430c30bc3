import { expect, test, type Browser, type Page } from './fixtures';
import { apiPaths, screenTakenMessage } from '@kora/shared';
import { controlsNamedApartFromTheirText, signIn, uniqueEmail, waitForVideos } from './support';
import { asAdmin } from './admin-api';

const FREE = 'Forêt du Mayombe';
const PASSWORD = 'mot-de-passe';

test.describe.configure({ timeout: 240_000 });

/** A fresh account of the given tier, created through the API of a context of its own (signed out again). */
async function createAccount(browser: Browser, prefix: string, tier: 'free' | 'basic' | 'family'): Promise<string> {
  const email = uniqueEmail(prefix);
  const context = await browser.newContext();
  const res = await context.request.post(apiPaths.register, { data: { firstName: 'Awa', lastName: 'Sarr', email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  // Registration signed that context in: sign it out, or it stays one of the account's devices.
  await context.request.post(apiPaths.logout);
  await context.close();
  if (tier !== 'free') {
    await asAdmin((admin) => admin.grantTier(email, tier));
  }
  return email;
}

async function freeVideoId(page: Page): Promise<string> {
  await waitForVideos(page, [FREE]);
  const videos = (await (await page.request.get(apiPaths.videos)).json()) as Array<{ id: string; title: string }>;
  const id = videos.find((v) => v.title === FREE)?.id;
  if (!id) throw new Error(`${FREE} is not listed`);
  return id;
}

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** Presses Play and waits for the picture to move. */
async function playHere(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
}

test("on a basic plan the newest device plays: the older one stops, is told where Kora plays now, and may take it back; « Déconnecter » in /settings ends a device's session", async ({ browser, page }) => {
  const email = await createAccount(browser, 'ecrans', 'basic');
  await signIn(page, email, PASSWORD);
  const id = await freeVideoId(page);
  await page.goto(`/video/${id}`);
  await playHere(page);

  // The laptop of the same account starts the video: it plays, and the phone is told at its next report.
  const laptop = await (await browser.newContext({ userAgent: WINDOWS_CHROME })).newPage();
  await signIn(laptop, email, PASSWORD, `/video/${id}`);
  await playHere(laptop);
  const told = page.getByTestId('screen-taken');
  await expect(told).toContainText(screenTakenMessage('basic', 'Chrome sur Windows'), { timeout: 20_000 });
  await expect(told).toContainText('Kora est maintenant en lecture sur un autre appareil (Chrome sur Windows) : votre offre Basic permet 1 écran à la fois.');
  expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  // « Regarder ici » takes it back: the phone plays again, and now the laptop is told.
  await told.getByRole('button', { name: 'Regarder ici' }).click();
  await expect(told).toHaveCount(0);
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  await expect(laptop.getByTestId('screen-taken')).toContainText('Kora est maintenant en lecture sur un autre appareil (Chrome sur Android)', { timeout: 20_000 });
  // Reloaded, the laptop gets no fresh media until it takes the screen back: the same words, before any player.
  await laptop.reload();
  await expect(laptop.getByTestId('screen-taken')).toContainText('(Chrome sur Android)');
  await expect(laptop.getByTestId('player-video')).toHaveCount(0);

  // /settings « Appareils »: both devices, this one marked, the phone playing; the phone is signed out.
  await laptop.goto('/settings');
  const devices = laptop.getByRole('region', { name: 'Appareils' });
  await expect(devices.getByTestId('device')).toHaveCount(2);
  await expect(devices.getByTestId('device').filter({ hasText: 'Cet appareil' })).toHaveCount(1);
  const playing = devices.getByTestId('device').filter({ hasText: 'En lecture' });
  await expect(playing).toHaveCount(1);
  await playing.getByRole('button', { name: /^Déconnecter/ }).click();
  await expect(laptop.getByRole('status')).toContainText('Appareil déconnecté');
  await expect(devices.getByTestId('device')).toHaveCount(1);
  expect((await page.request.get(apiPaths.authUser)).status()).toBe(401);
  await laptop.context().close();
});

test('a screen is freed as soon as its page closes: « Appareils » no longer shows it playing', async ({ browser, page }) => {
  const email = await createAccount(browser, 'relais', 'basic');
  await signIn(page, email, PASSWORD);
  const id = await freeVideoId(page);
  const other = await (await browser.newContext()).newPage();
  await signIn(other, email, PASSWORD, `/video/${id}`);
  await playHere(other);
  const playingDevices = async () => ((await (await page.request.get(apiPaths.userSessions)).json()) as Array<{ playing: boolean }>).filter((d) => d.playing).length;
  await expect.poll(playingDevices).toBe(1);
  await other.close({ runBeforeUnload: true });
  // Well inside the 90 s a silent screen would keep its place.
  await expect.poll(playingDevices, { timeout: 15_000 }).toBe(0);
  await other.context().close();
});

test('a deep link opened while signed out is where the person lands after signing in', async ({ browser, page }) => {
  const email = await createAccount(browser, 'lien', 'free');
  await signIn(page, email, PASSWORD);
  const id = await freeVideoId(page);
  await page.request.post(apiPaths.logout);
  await page.goto(`/video/${id}?t=5`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${id}\\?t=5$`));
});

test('registration signs the person in and opens home', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Prénom', { exact: true }).fill('Ibrahima');
  await page.getByLabel('Nom', { exact: true }).fill('Kane');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('accueil'));
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('status')).toContainText('Compte créé avec succès');
  await expect(page.getByRole('status')).toContainText('Connexion automatique en cours...');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
  // A named control's visible text is part of its name; the logo's mark and the profile's initial are drawn by CSS, still on screen.
  expect(await controlsNamedApartFromTheirText(page)).toEqual([]);
  expect(await page.locator('.top-bar .profile-avatar').evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"I"');
  expect(await page.locator('.top-bar .logo__mark').evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"K"');
});

test('what a newcomer noticed: Premium asked only below premium, an empty Ma liste says so, /admin says who it is for, toasts at the top go on a retry, the bottom bar is not stretched on a desktop', async ({ browser, page }) => {
  const free = await createAccount(browser, 'nouveau', 'free');
  await signIn(page, free, PASSWORD);
  await expect(page.getByRole('button', { name: 'Devenir Premium' })).toBeVisible();
  await expect(page.getByTestId('premium-dot')).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Ma liste' }).click();
  await expect(page.getByTestId('my-list-empty')).toContainText('Votre liste est vide');

  await page.goto('/admin');
  await expect(page.getByText('réservée aux administrateurs de Kora')).toBeVisible();

  // At 360 px the toast sits at the top, clear of the form; trying again removes the old error.
  await page.request.post(apiPaths.logout);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(free);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const toast = page.locator('.toast');
  await expect(toast).toContainText('Email ou mot de passe incorrect');
  const [toastBox, emailBox, submitBox] = await Promise.all([toast.boundingBox(), page.getByLabel('Email', { exact: true }).boundingBox(), page.getByRole('button', { name: 'Se connecter' }).boundingBox()]);
  for (const box of [emailBox, submitBox]) expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);
  await page.getByLabel('Email', { exact: true }).fill('pas-un-email');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast).toHaveCount(0);

  const premium = await createAccount(browser, 'abonne', 'family');
  await signIn(page, premium, PASSWORD);
  await expect(page.getByRole('button', { name: 'Découvrir le Contenu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Devenir Premium' })).toHaveCount(0);
  await expect(page.getByTestId('premium-dot')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  const bar = await page.getByRole('navigation', { name: 'Navigation principale' }).boundingBox();
  expect(bar?.width ?? 0).toBeLessThanOrEqual(520);
  expect(Math.abs((bar?.x ?? 0) + (bar?.width ?? 0) / 2 - 640)).toBeLessThan(4);
});

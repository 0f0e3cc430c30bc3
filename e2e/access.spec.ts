import { expect, test } from './fixtures';
import { recordToasts, signInWithForm } from './support';
import { apiPaths, toastMessages } from '@kora/shared';

/** A toast's title then its description, as the page's status region reads. */
const said = (title: string, description: string) => new RegExp(`${title}[\\s\\S]*${description.replace(/[.?]/g, '\\$&')}`);

test('admin login with the demo hint → /admin', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.getByText('admin@kora.demo')).toBeVisible();
  await page.getByLabel('Email administrateur', { exact: true }).fill('createur@kora.demo');
  await page.getByLabel('Mot de passe', { exact: true }).fill('kora-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('status')).toContainText('Identifiants incorrects');

  await page.getByLabel('Email administrateur', { exact: true }).fill('admin@kora.demo');
  await page.getByLabel('Mot de passe', { exact: true }).fill('kora-admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('an admin whose session comes back slowly after signing in lands in /admin and stays there', async ({ page }) => {
  await page.goto('/admin-login');
  // Every read of the session from now on takes 1.5 s: longer than the pause before /admin opens.
  await page.route(`**${apiPaths.authUser}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const toasts = await recordToasts(page);
  await page.getByLabel('Email administrateur', { exact: true }).fill('admin@kora.demo');
  await page.getByLabel('Mot de passe', { exact: true }).fill('kora-admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Utilisateurs' }).first().click();
  await expect(page.getByLabel('Rechercher un utilisateur')).toBeVisible();
  // Opening /admin in the signed-out app would have said so at once (its toast, then a load of the sign-in page).
  expect(toasts.join('\n')).not.toContain(toastMessages.unauthorizedTitle);
});

test('a wrong path shows the not-found screen, signed out and signed in', async ({ page }) => {
  await page.goto('/nulle-part/ici');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByText('/nulle-part/ici')).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page.getByRole('link', { name: 'Créer un compte' })).toBeVisible();

  await signInWithForm(page, 'gratuit@kora.demo', 'kora-demo');
  await page.goto('/introuvable');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('an authenticated-only route sends a visitor to sign in, without telling them a session ended', async ({ page }) => {
  // The toast lives only until the page loads sign-in (redirectToLoginMs): every text the page's status
  // region shows is reported as it appears, so a busy machine cannot poll past it.
  const shown = await recordToasts(page);
  await page.goto('/subscribe');
  await expect.poll(() => shown.join('\n')).toMatch(said(toastMessages.signInRequiredTitle, toastMessages.signInRequiredDescription));
  expect(shown.join('\n')).not.toContain(toastMessages.unauthorizedTitle);
  // The sign-in page keeps where the visitor was going.
  await expect(page).toHaveURL(/\/login\?next=%2Fsubscribe$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Non authentifié' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a session that ends during use: « Session expirée », then the sign-in page; so does the next visit', async ({ page, context }) => {
  await signInWithForm(page, 'premium@kora.demo', 'kora-demo');
  await page.goto('/settings');
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Fatou');
  // The session ends on the server (as after a password change elsewhere); the page still believes it is signed in.
  const cookie = (await context.cookies()).find((c) => c.name === 'kora_sid');
  const ended = await page.request.fetch(apiPaths.logout, { method: 'POST', headers: { cookie: `kora_sid=${cookie?.value}` } });
  expect(ended.status()).toBe(200);
  await context.addCookies([{ ...(cookie as NonNullable<typeof cookie>) }]);
  const shown = await recordToasts(page);
  const before = shown.length;
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The toast lives only until the page moves to sign-in (redirectToLoginMs): read from the record.
  await expect.poll(() => shown.slice(before).join('\n')).toMatch(said(toastMessages.unauthorizedTitle, toastMessages.unauthorizedDescription));
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  // The next visit on this phone, the session still gone: told the same, not greeted as a stranger.
  const next = shown.length;
  await page.goto('/subscribe');
  await expect.poll(() => shown.slice(next).join('\n')).toMatch(said(toastMessages.unauthorizedTitle, toastMessages.unauthorizedDescription));
});

test('creator and admin routes refuse other accounts', async ({ page }) => {
  await signInWithForm(page, 'gratuit@kora.demo', 'kora-demo');
  for (const path of ['/upload', '/admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Accès refusé' }), path).toBeVisible();
  }
  // The dashboard is open to members (docs/decisions.md, "Creators"): without a creator profile it says so and leads to the application.
  await page.goto('/creator-dashboard');
  await expect(page.getByRole('heading', { name: 'Accès non autorisé' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Devenir créateur' })).toHaveAttribute('href', '/creator-application');

  await page.context().clearCookies();
  await signInWithForm(page, 'createur@kora.demo', 'kora-demo');
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Envoyer une vidéo' })).toBeVisible();
  await page.goto('/creator-dashboard');
  await expect(page.getByTestId('creator-approved-badge')).toHaveText('Créateur approuvé');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
});

test('theme settings apply at once and persist across reloads', async ({ page }) => {
  await signInWithForm(page, 'premium@kora.demo', 'kora-demo');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Apparence' }).click();
  await page.getByRole('radio', { name: 'Clair' }).check();
  await page.getByRole('radio', { name: 'Vert' }).check();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim())).toBe('#22c55e');
});

import { apiPaths } from '@kora/shared';
import { Secret, TOTP } from 'otpauth';
import { asAdmin } from './admin-api';
import { expect, test } from './fixtures';
import { signUpAndIn } from './support';

/** What the phone's authenticator app shows for this secret, `ahead` steps from now (one step of drift is accepted). */
const appCode = (secret: string, ahead = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + ahead * 30_000 });

test('at 360 px an admin turns two-factor sign-in on from its QR code, keeps the recovery codes, then signs in with the app’s code, and with a recovery code', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = await signUpAndIn(page, 'admin-2fa');
  await asAdmin((admin) => admin.setRole(email, 'admin'));

  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(page.getByRole('img', { name: 'Code QR de la double authentification Kora' })).toBeVisible();
  const secret = ((await page.locator('.two-factor__secret code').textContent()) ?? '').replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('2. Code à 6 chiffres affiché par l’application').fill(appCode(secret));
  await page.getByRole('button', { name: 'Activer', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((code) => code.trim());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'J’ai mis mes codes de côté' }).click();
  await expect(page.getByText('Codes de secours restants : 10')).toBeVisible();

  // Signed out, the password alone no longer opens the admin area: the app's code does (the enrolment's own code was
  // spent, so the test's "phone" is one step ahead, as a drifting clock may be).
  const signInWith = async (second: () => Promise<void>) => {
    await page.request.post(apiPaths.logout);
    await page.goto('/admin-login');
    await page.getByLabel('Email administrateur', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Entrez le code à 6 chiffres affiché par votre application d’authentification.')).toBeVisible();
    await second();
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  };
  await signInWith(() => page.getByLabel('Code à 6 chiffres').fill(appCode(secret, 1)));
  await signInWith(async () => {
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel('Code de secours').fill(recovery[0] ?? '');
  });
  await page.goto('/admin/settings');
  await expect(page.getByText('Codes de secours restants : 9')).toBeVisible();
});

import fs from 'node:fs/promises';
import { apiPaths } from '@kora/shared';
import { expect, test } from './fixtures';
import { recordToasts, signInWithForm, signUpAndIn } from './support';

/**
 * « Mes données » at 360 px: a person prepares the archive of their data and downloads it, then asks for their
 * account's deletion (signed out at once) and changes their mind by signing in again.
 */
test('at 360 px a person downloads the archive of their data, then asks for deletion and cancels it by signing in', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = await signUpAndIn(page, 'mes-donnees');
  await page.goto('/settings?tab=data');
  await page.getByRole('button', { name: 'Préparer mon archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Archive en préparation…' })).toBeVisible();
  const link = page.getByRole('link', { name: /^Télécharger \(\d+ Ko\)$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^kora-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(await fs.readFile((await download.path()) as string, 'utf8')) as { account: { email: string }; profiles: unknown[] };
  expect(archive.account.email).toBe(email);
  expect(archive.profiles).toHaveLength(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const toasts = await recordToasts(page);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(page.getByText('Le mot de passe est incorrect').first()).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill('mot-de-passe');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  // Signed out everywhere: the app starts again on the landing page, which says when and how to cancel.
  await expect(page.getByRole('status').filter({ hasText: /^Votre compte sera supprimé le \d{1,2} \S+ \d{4}\. Reconnectez-vous avant cette date pour annuler\.$/ })).toBeVisible();
  expect((await page.request.get(apiPaths.authUser)).status()).toBe(401);
  expect(toasts.join('\n')).not.toContain('Session');

  const back = await recordToasts(page);
  await signInWithForm(page, email, 'mot-de-passe');
  expect(back.join('\n')).toContain('la suppression de votre compte est annulée');
});

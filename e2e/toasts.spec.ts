import { expect, test, type Page } from './fixtures';
import { toastDurationMs } from '@kora/shared';

async function failSignIn(page: Page) {
  await page.getByLabel('Email', { exact: true }).fill('gratuit@kora.demo');
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('toasts: one at a time, gone after 5 s, or swiped away to the right', async ({ page }) => {
  // The page's clock is the test's: a toast's 5 s pass when the test says, however busy the machine is.
  await page.clock.install();
  await page.goto('/login');
  const toasts = page.locator('.toast');

  // A second toast replaces the first: never two on screen.
  await failSignIn(page);
  await expect(toasts).toHaveCount(1);
  await failSignIn(page);
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Email ou mot de passe incorrect');

  // It leaves by itself after toastDurationMs, not before: the page's time stops where it is, then moves as told
  // (the toast has been shown for under a second of it, even on a busy machine).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await page.clock.runFor(toastDurationMs - 2500);
  await expect(toasts).toHaveCount(1);
  await page.clock.runFor(2500);
  await expect(toasts).toHaveCount(0);
  await page.clock.resume();

  // A swipe to the right dismisses it at once.
  await failSignIn(page);
  const box = await toasts.first().boundingBox();
  if (!box) throw new Error('toast not laid out');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + 180, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(toasts).toHaveCount(0, { timeout: 1000 });
});

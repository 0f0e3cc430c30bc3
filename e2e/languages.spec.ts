import { apiPaths, type AuthUser } from '@kora/shared';
import { catalogueTexts } from './catalogue-texts';
import { expect, type Page, test } from './fixtures';
import { signIn, signInAsAdmin, waitForVideos } from './support';

/*
 * The interface is French (live-creators-admin.md §1), English the second language: the spec's English strings and
 * every text of the English catalogue stay off the French screens, and every text of the French catalogue off the
 * English ones. A person at 360 px walks home, a video, the plan chooser, /subscribe, the creator dashboard and the
 * admin overview in each language; every text on screen, and every accessible name, is searched.
 */
const SPEC_ENGLISH = ['Trending Now', 'Popular Movies', 'My List', 'Premium Exclusives', 'Choose Your Plan', 'Current Plan', 'Cancel anytime', 'Subscribe Now', 'Cancel Subscription', 'Subscription Cancelled', 'Payment Successful', 'Payment Failed', 'You are now subscribed', 'Unauthorized', 'You are logged out', 'POPULAR', 'Home', 'Search', 'Upload'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which of `texts` the page shows, as text or as an accessible name (whole words only). */
async function shown(page: Page, texts: readonly string[]): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const screen = await page.evaluate(() => {
    const named = Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')).map((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? '').join(' '),
    );
    return `${document.body.innerText}\n${named.join('\n')}`;
  });
  return texts.filter((text) => new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'u').test(screen));
}

/** How the screens walked are named in each language. */
interface Names {
  trending: string;
  navigation: string;
  chooser: string;
}

/** Home (signed in), a video, the plan chooser, /subscribe and the creator dashboard: none shows any of `foreign`. */
async function walkScreens(page: Page, foreign: readonly string[], names: Names): Promise<void> {
  await expect(page.getByRole('region', { name: names.trending })).toBeVisible();
  expect(await shown(page, foreign), 'home').toEqual([]);

  await page.getByRole('region', { name: names.trending }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await shown(page, foreign), 'a video').toEqual([]);

  await page.goto('/');
  await page.getByRole('navigation', { name: names.navigation }).getByRole('button', { name: 'Premium' }).click();
  await expect(page.getByRole('dialog', { name: names.chooser })).toBeVisible();
  expect(await shown(page, foreign), 'the plan chooser').toEqual([]);

  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await shown(page, foreign), '/subscribe').toEqual([]);

  await page.goto('/creator-dashboard');
  await expect(page.getByRole('tablist')).toBeVisible();
  expect(await shown(page, foreign), 'the creator dashboard').toEqual([]);
}

test('at 360 px no English text shows on the French screens', async ({ page }) => {
  test.setTimeout(120_000);
  const foreign = [...SPEC_ENGLISH, ...(await catalogueTexts()).english];
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'createur@kora.demo', 'kora-demo');
  await waitForVideos(page, ['Mariage à Yaoundé']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await walkScreens(page, foreign, { trending: 'Tendances', navigation: 'Navigation principale', chooser: 'Choisissez votre offre' });

  await page.context().clearCookies();
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  expect(await shown(page, foreign), 'the admin overview').toEqual([]);
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('at 360 px no French text of the interface shows on the English screens, and the choice of French is kept', async ({ page }) => {
    test.setTimeout(120_000);
    const foreign = (await catalogueTexts()).french;
    await page.setViewportSize({ width: 360, height: 740 });
    // A visitor whose browser reads English: the landing page, then a wrong password answered in English.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Français' })).toBeVisible();
    expect(await shown(page, foreign), 'the landing page').toEqual([]);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('createur@kora.demo');
    await page.getByLabel('Password', { exact: true }).fill('pas-le-bon');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect email or password').first()).toBeVisible();
    expect(await shown(page, foreign), 'the sign-in page').toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill('kora-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await walkScreens(page, foreign, { trending: 'Trending Now', navigation: 'Main navigation', chooser: 'Choose Your Plan' });

    // French chosen in /settings: the page starts again in French, and the account keeps the choice.
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Appearance' }).click();
    // click, not check: the page starts again in French at once, and check() would wait for the old radio to show checked.
    await page.getByRole('radio', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Paramètres' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(((await (await page.request.get(apiPaths.authUser)).json()) as AuthUser).locale).toBe('fr');

    await page.context().clearCookies();
    await page.goto('/admin-login');
    await page.getByLabel('Administrator email', { exact: true }).fill('admin@kora.demo');
    await page.getByLabel('Password', { exact: true }).fill('kora-admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
    expect(await shown(page, foreign), 'the admin overview').toEqual([]);
  });
});

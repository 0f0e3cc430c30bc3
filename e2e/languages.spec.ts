import { expect, type Page, test } from './fixtures';
import { signIn, signInAsAdmin, waitForVideos } from './support';

/*
 * The interface is French (live-creators-admin.md §1): the English strings the specification quotes from the original
 * app belong to the English locale, and none shows on the French screens. A person at 360 px walks home, a video,
 * the plan chooser, /subscribe, the creator dashboard and the admin overview; every text on screen, and every
 * accessible name, is searched for them.
 */
const SPEC_ENGLISH = [
  'Trending Now',
  'Popular Movies',
  'My List',
  'Premium Exclusives',
  'Choose Your Plan',
  'Current Plan',
  'Cancel anytime',
  'Subscribe Now',
  'Cancel Subscription',
  'Subscription Cancelled',
  'Payment Successful',
  'Payment Failed',
  'You are now subscribed',
  'Unauthorized',
  'You are logged out',
  'POPULAR',
  'Home',
  'Search',
  'Upload',
];

/** The spec's English strings the page shows, as text or as an accessible name. */
async function englishOn(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const texts = await page.evaluate(() => {
    const named = Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')).map((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? '').join(' '),
    );
    return `${document.body.innerText}\n${named.join('\n')}`;
  });
  return SPEC_ENGLISH.filter((english) => new RegExp(`\\b${english}\\b`).test(texts));
}

test('at 360 px no English string of the specification shows on the French screens', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'createur@kora.demo', 'kora-demo');
  await waitForVideos(page, ['Mariage à Yaoundé']);
  expect(await englishOn(page), 'home').toEqual([]);

  await page.getByRole('region', { name: 'Tendances' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await englishOn(page), 'a video').toEqual([]);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Premium' }).click();
  await expect(page.getByRole('dialog', { name: 'Choisissez votre offre' })).toBeVisible();
  expect(await englishOn(page), 'the plan chooser').toEqual([]);

  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await englishOn(page), '/subscribe').toEqual([]);

  await page.goto('/creator-dashboard');
  await expect(page.getByRole('tablist')).toBeVisible();
  expect(await englishOn(page), 'the creator dashboard').toEqual([]);

  await page.context().clearCookies();
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  expect(await englishOn(page), 'the admin overview').toEqual([]);
});

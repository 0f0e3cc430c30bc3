import { expect, test, type Browser, type Page } from './fixtures';
import { apiPaths, profileMessages } from '@kora/shared';
import { asAdmin } from './admin-api';
import { signIn, uniqueEmail, waitForVideos } from './support';

const PASSWORD = 'mot-de-passe';
const PIN = '2468';
/** The demo catalogue's 16+ thriller, and a video for everyone. */
const RATED_16 = 'L’Ombre du Fleuve';
const FOR_ALL = 'Forêt du Mayombe';

test.describe.configure({ timeout: 180_000 });

/** A fresh family account (its first profile is named after its first name, Awa), signed out again. */
async function createFamilyAccount(browser: Browser): Promise<string> {
  const email = uniqueEmail('famille');
  const context = await browser.newContext();
  const res = await context.request.post(apiPaths.register, { data: { firstName: 'Awa', lastName: 'Sarr', email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  await context.request.post(apiPaths.logout);
  await context.close();
  await asAdmin((admin) => admin.grantTier(email, 'family'));
  return email;
}

/** The catalogue's titles and ids as the profile watching in this page sees them. */
async function catalogue(page: Page): Promise<Array<{ id: string; title: string }>> {
  return (await (await page.request.get(apiPaths.videos)).json()) as Array<{ id: string; title: string }>;
}

/** Chooses a tile of « Qui regarde ? ». */
async function choose(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: profileMessages.whoIsWatching })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
}

test('a family sets its PIN, makes a kids profile that sees only its ratings, and leaves it with the PIN; each profile has its own list', async ({ browser, page }) => {
  const email = await createFamilyAccount(browser);
  await signIn(page, email, PASSWORD);
  await waitForVideos(page, [RATED_16, FOR_ALL]);
  const adultCatalogue = await catalogue(page);
  const rated16 = adultCatalogue.find((video) => video.title === RATED_16)?.id ?? '';
  const forAll = adultCatalogue.find((video) => video.title === FOR_ALL)?.id ?? '';

  // /settings « Profils »: the PIN first (a kids profile needs it), confirmed by the account's password.
  await page.goto('/settings?tab=profiles');
  await expect(page.getByText('1 / 6 profils')).toBeVisible();
  await page.getByLabel(profileMessages.pinPasswordLabel, { exact: true }).fill(PASSWORD);
  await page.getByLabel(profileMessages.pinNewLabel, { exact: true }).fill(PIN);
  await page.getByRole('button', { name: profileMessages.pinSubmit }).click();
  await expect(page.getByRole('status')).toContainText(profileMessages.pinSet);

  // A kids profile that may watch up to « -10 ».
  await page.getByRole('button', { name: profileMessages.add }).click();
  const dialog = page.getByRole('dialog', { name: profileMessages.newTitle });
  await dialog.getByLabel(profileMessages.nameLabel, { exact: true }).fill('Léo');
  await dialog.getByRole('radio', { name: 'Lion' }).check();
  await dialog.getByRole('radio', { name: profileMessages.kidsLabel }).check();
  await dialog.getByLabel(profileMessages.maxRatingLabel, { exact: true }).selectOption('10');
  await dialog.getByRole('button', { name: profileMessages.createSubmit }).click();
  await expect(page.getByRole('status')).toContainText(profileMessages.created);
  await expect(page.getByText('2 / 6 profils')).toBeVisible();
  await expect(page.getByTestId('profile-row').filter({ hasText: 'Léo' })).toContainText('Déconseillé aux moins de 10 ans');

  // The header's profile menu leads to « Qui regarde ? »; opening the kids profile asks no PIN.
  await page.goto('/');
  await page.getByRole('button', { name: 'Profil : Awa' }).click();
  await page.getByRole('dialog', { name: 'Mon profil' }).getByRole('link', { name: profileMessages.switchProfile }).click();
  await choose(page, 'Léo');
  await expect(page.getByRole('heading', { name: profileMessages.kidsHomeTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Premium' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Devenir Premium' })).toHaveCount(0);

  // Kora Enfants: no 16+ video in its catalogue, and a direct link to it says why in French, never the video.
  const kidsTitles = (await catalogue(page)).map((video) => video.title);
  expect(kidsTitles).toContain(FOR_ALL);
  expect(kidsTitles).not.toContain(RATED_16);
  await expect(page.getByRole('region', { name: 'Tendances' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByText(RATED_16)).toHaveCount(0);
  await page.goto(`/video/${rated16}`);
  await expect(page.getByTestId('watch-refused')).toHaveText(profileMessages.ratingRefused);
  await expect(page.getByTestId('player-video')).toHaveCount(0);

  // Leaving the kids profile takes the PIN: a wrong one is refused with the server's message, the right one opens Awa.
  await page.goto('/');
  await page.getByRole('link', { name: `${profileMessages.switchProfile} : Léo` }).click();
  await choose(page, 'Awa');
  await page.getByLabel(profileMessages.pinTitle, { exact: true }).fill('1357');
  await page.getByRole('button', { name: profileMessages.pinConfirm }).click();
  await expect(page.getByRole('alert')).toHaveText(profileMessages.pinWrong);
  await page.getByLabel(profileMessages.pinTitle, { exact: true }).fill(PIN);
  await page.getByRole('button', { name: profileMessages.pinConfirm }).click();
  await expect(page.getByRole('button', { name: 'Profil : Awa' })).toBeVisible();
  await expect(page.getByRole('heading', { name: profileMessages.kidsHomeTitle })).toHaveCount(0);

  // Awa's Ma liste gets a video; Léo's stays empty.
  await page.goto(`/video/${forAll}`);
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(page.getByRole('status')).toContainText('Ajouté aux favoris');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Ma liste' }).click();
  await expect(page.getByRole('region', { name: 'Ma liste' }).getByRole('link', { name: `Lire ${FOR_ALL}` })).toBeVisible();

  await page.goto('/profils');
  await choose(page, 'Léo');
  await expect(page.getByRole('heading', { name: profileMessages.kidsHomeTitle })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Ma liste' }).click();
  await expect(page.getByTestId('my-list-empty')).toContainText('Votre liste est vide');
});

import { expect, type Page, test } from './fixtures';
import { apiPaths, delays, toastMessages } from '@kora/shared';
import { expectPlaying, openUntilToast, signIn, signUpAndIn, waitForVideos } from './support';

/*
 * Payments at 360 px, against the server's sandboxes (no provider keys in the journeys):
 * the card form of the Stripe sandbox and the Hub2 sandbox's payment page, whose webhooks grant the tier.
 * Each journey that changes a tier uses a fresh account, except the specification's own gratuit@kora.demo
 * journey: this file runs on a server of its own (the 'payments' project), so no other file sees that account paid.
 */

const PREMIUM_VIDEO = 'Le Dernier Convoi';

test.describe.configure({ timeout: 180_000 });

/** Opens the plan chooser from the home hero and chooses a plan by its button. */
async function chooseInPlanChooser(page: Page, button: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Devenir Premium' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choisissez votre offre' });
  await chooser.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/subscribe\?(plan|pass)=/);
}

/** From /subscribe: the card flow, the sandbox card form, 'S’abonner'. */
async function payByCard(page: Page, cardNumber: string, price: string): Promise<void> {
  await page.getByRole('button', { name: 'Payer par carte bancaire' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(price);
  await expectNoSidewaysScroll(page);
  await expect(page.getByTestId('sandbox-notice')).toContainText('Mode test');
  await page.getByLabel('Numéro de carte').fill(cardNumber);
  await page.getByLabel('Expiration (MM/AA)').fill('1234');
  await expect(page.getByLabel('Expiration (MM/AA)')).toHaveValue('12/34');
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByRole('button', { name: `S’abonner · ${price}` }).click();
}

/** A 360 px phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Profil' }).click();
  return page.getByRole('dialog', { name: 'Mon profil' });
}

test('signed out, /subscribe and /hub2-payment say so and lead to sign in', async ({ page }) => {
  for (const path of ['/subscribe', '/hub2-payment']) {
    // Never signed in on this phone: told where to go, not that a session ended.
    await openUntilToast(page, path, toastMessages.signInRequiredDescription);
    // Sent to sign in, keeping the page to come back to.
    await page.clock.runFor(delays.redirectToLoginMs);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }
});

test('gratuit@kora.demo chooses Premium in the plan chooser, pays by sandbox card, is PREMIUM and Active, and a premium video plays', async ({ page }) => {
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  await chooseInPlanChooser(page, 'Choisir Premium');
  const plan = page.getByTestId('subscribe-plan');
  await expect(plan.getByRole('heading', { name: 'Premium' })).toBeVisible();
  await expect(plan.getByText('POPULAIRE')).toBeVisible();
  await expect(plan.getByRole('listitem')).toHaveCount(5);
  // FCFA first for an African audience; the euro price for a card from Paris.
  await expect(page.getByTestId('subscribe-price')).toContainText('5\u202f000\u00a0FCFA');
  await page.getByLabel('Devise').selectOption('EUR');
  await expect(page.getByTestId('subscribe-price')).toContainText('9,99\u00a0€');
  await expectNoSidewaysScroll(page);

  await payByCard(page, '4242 4242 4242 4242', '9,99\u00a0€');
  await expect(page.getByRole('status')).toContainText('Paiement réussi');
  await expect(page.getByRole('status')).toContainText('Votre abonnement est actif !');
  await expect(page).toHaveURL(/\/$/);

  const profile = await openProfile(page);
  await expect(profile.getByText('PREMIUM', { exact: true })).toBeVisible();
  await expect(profile.getByText('Active', { exact: true })).toBeVisible();
  await expect(profile.getByTestId('subscription-period')).toContainText('Renouvellement le');
  await expect(profile.getByRole('button', { name: 'Résilier l’abonnement' })).toBeVisible();
  await profile.getByRole('button', { name: 'Fermer' }).click();

  // /subscribe now shows the green banner and 'Offre actuelle', disabled.
  await page.goto('/subscribe');
  await expect(page.getByTestId('active-subscription-banner')).toContainText('Abonnement Premium actif');
  await expect(page.getByRole('button', { name: 'Offre actuelle' })).toBeDisabled();

  await waitForVideos(page, [PREMIUM_VIDEO]);
  await page.goto('/');
  await page.getByRole('region', { name: 'Exclusivités Premium' }).getByRole('link', { name: `Lire ${PREMIUM_VIDEO}` }).click();
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await expectPlaying(page);
});

test("a free member buys 'Pass Jour' by Orange Money, confirms on the sandbox payment page and lands on /hub2-success", async ({ page, context }) => {
  await signUpAndIn(page, 'pass-jour');
  await chooseInPlanChooser(page, 'Acheter Pass Jour');
  await expect(page.getByTestId('subscribe-price')).toContainText('300\u00a0FCFA');
  await page.getByRole('link', { name: 'Payer par Mobile Money' }).click();
  await expect(page).toHaveURL(/\/hub2-payment\?pass=/);

  // Sénégal and FCFA by default; only the matrix's methods; nothing chosen yet, so nothing to send.
  await expect(page.getByLabel('Pays')).toHaveValue('SN');
  await expect(page.getByLabel('Devise')).toHaveValue('XOF');
  await expect(page.getByTestId('hub2-total')).toContainText('300\u00a0FCFA');
  await expectNoSidewaysScroll(page);
  const proceed = page.getByRole('button', { name: 'Proceed to payment' });
  await expect(proceed).toBeDisabled();
  await expect(page.getByRole('radio', { name: /MTN Mobile Money/ })).toHaveCount(0);
  await page.getByLabel('Pays').selectOption('GA');
  await expect(page.getByRole('radio', { name: /Orange Money/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Carte bancaire/ })).toBeVisible();
  await page.getByLabel('Pays').selectOption('SN');

  await page.getByRole('radio', { name: /Orange Money/ }).check();
  await expect(page.getByLabel('Email de contact')).toHaveValue(/^pass-jour-/);
  await expect(page.getByText('+221')).toBeVisible();
  await proceed.click();
  await expect(page.getByRole('status')).toContainText('Numéro de téléphone requis');
  await expect(page.getByRole('status')).toContainText('Veuillez saisir votre numéro de téléphone pour le paiement mobile');
  await page.getByLabel('Numéro de téléphone').fill('77 123 45 67');

  const opened = context.waitForEvent('page');
  await proceed.click();
  const tab = await opened;
  await expect(page.getByRole('status')).toContainText('Paiement initialisé');
  await tab.waitForURL(/\/sandbox\/hub2\/pay\//);
  await expect(tab.getByText('Mode test')).toBeVisible();
  await tab.getByRole('button', { name: 'Confirmer sur mon téléphone' }).click();
  await tab.waitForURL(/\/hub2-success$/);
  await expect(tab.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible();
  // The page asked the server once to check with Hub2; the account then shows the access open.
  await expect(tab.getByTestId('hub2-success-state')).toContainText('votre accès Premium est ouvert');
  await expect(tab.getByTestId('hub2-countdown')).toContainText("Retour à l'accueil dans");
  await expect(tab.getByRole('link', { name: 'Voir mon compte' })).toHaveAttribute('href', '/settings');
  // Home by itself after 10 s.
  await tab.waitForURL(/\/$/, { timeout: 15_000 });

  // Back in the first tab: « J'ai payé » asks the server, which asked Hub2.
  await page.getByRole('button', { name: "J'ai payé" }).click();
  await expect(page.getByRole('status')).toContainText('Paiement confirmé');
  await expect(page.getByRole('status')).toContainText('Votre abonnement Premium a été activé !');
  await expect(page).toHaveURL(/\/$/);
  const profile = await openProfile(page);
  await expect(profile.getByText('PREMIUM', { exact: true })).toBeVisible();
  await expect(profile.getByText('Active', { exact: true })).toBeVisible();
  // A pass has nothing to cancel: its end date instead.
  await expect(profile.getByTestId('subscription-period')).toContainText("Actif jusqu'au");
  await expect(profile.getByRole('button', { name: 'Résilier l’abonnement' })).toHaveCount(0);
  await profile.getByRole('button', { name: 'Fermer' }).click();
  await page.goto('/settings');
  await expect(page.getByTestId('settings-subscription-period')).toContainText("Actif jusqu'au");
});

test('a mobile-money payment refused on the phone lands on /hub2-error, with tips, retry and the support address', async ({ page, context }) => {
  await signUpAndIn(page, 'refus-mobile');
  await page.goto('/hub2-payment');
  await expect(page.getByTestId('hub2-total')).toContainText('5\u202f000\u00a0FCFA');
  await page.getByRole('radio', { name: /Wave/ }).check();
  await expect(page.getByLabel('Numéro de téléphone')).toHaveCount(0);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  const tab = await opened;
  await tab.waitForURL(/\/sandbox\/hub2\/pay\//);
  await tab.getByRole('button', { name: 'Refuser' }).click();
  await tab.waitForURL(/\/hub2-error$/);
  await expect(tab.getByRole('heading', { name: "Le paiement n'a pas abouti" })).toBeVisible();
  await expect(tab.getByRole('listitem').first()).toBeVisible();
  await expect(tab.getByRole('link', { name: /support@/ })).toHaveAttribute('href', /^mailto:support@/);
  await expectNoSidewaysScroll(tab);
  await tab.getByRole('link', { name: 'Réessayer le paiement' }).click();
  await expect(tab).toHaveURL(/\/hub2-payment\?plan=premium$/);

  await page.getByRole('button', { name: "J'ai payé" }).click();
  await expect(page.getByRole('status')).toContainText('Erreur de confirmation');
  await expect(page).toHaveURL(/\/hub2-error$/);
});

test("a declined card says 'Échec du paiement' and the plan is offered again; back discards the pending payment", async ({ page }) => {
  await signUpAndIn(page, 'carte-refusee');
  await page.goto('/subscribe');
  await payByCard(page, '4000 0000 0000 0002', '5\u202f000\u00a0FCFA');
  await expect(page.getByRole('status')).toContainText('Échec du paiement');
  await expect(page.getByRole('status')).toContainText('Votre carte a été refusée.');
  await expect(page.getByTestId('subscribe-plan')).toBeVisible();

  // Another attempt starts a new payment (the server allows one pending at a time), and back discards it.
  await page.getByRole('button', { name: 'Payer par carte bancaire' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  await page.getByRole('button', { name: 'Retour aux offres' }).click();
  await expect(page.getByTestId('subscribe-plan')).toBeVisible();
  await page.getByRole('button', { name: 'Payer par carte bancaire' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  const mine = (await (await page.request.get(apiPaths.subscription)).json()) as { subscriptions: Array<{ status: string }> };
  expect(mine.subscriptions.map((s) => s.status)).toEqual(['incomplete', 'failed', 'failed']);
  const me = (await (await page.request.get(apiPaths.authUser)).json()) as { subscriptionTier: string };
  expect(me.subscriptionTier).toBe('free');
});

test('a subscriber cancels from the profile modal and keeps the tier until the period ends', async ({ page }) => {
  await signUpAndIn(page, 'resiliation');
  await page.goto('/subscribe?plan=premium');
  await payByCard(page, '4242424242424242', '5\u202f000\u00a0FCFA');
  await expect(page.getByRole('status')).toContainText('Paiement réussi');
  await expect(page).toHaveURL(/\/$/);

  const profile = await openProfile(page);
  await profile.getByRole('button', { name: 'Résilier l’abonnement' }).click();
  const confirm = page.getByRole('dialog', { name: "Résilier l'abonnement" });
  await expect(confirm).toContainText('Voulez-vous vraiment résilier votre abonnement ?');
  await confirm.getByRole('button', { name: 'Résilier' }).click();
  await expect(page.getByRole('status')).toContainText('Abonnement résilié');
  await expect(page.getByRole('status')).toContainText('Votre abonnement a bien été résilié.');
  await expect(profile.getByTestId('subscription-period')).toContainText("Actif jusqu'au");
  await expect(profile.getByText('PREMIUM', { exact: true })).toBeVisible();
  await expect(profile.getByText('Active', { exact: true })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Résilier l’abonnement' })).toHaveCount(0);
});

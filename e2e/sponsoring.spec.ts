import { expect, type Page, test } from './fixtures';
import { signIn, signInAsAdmin, waitForVideos } from './support';
import { apiPaths, type CreatorEarnings, pathTo, type Video } from '@kora/shared';

/*
 * Sponsoring and creator earnings at 360 px, against the server's sandboxes: gratuit@kora.demo
 * sponsors a free video of createur@kora.demo by Orange Money and confirms on the sandbox's payment page;
 * back on the video, 'Parrainage envoyé' and the banner counts it. The creator sees it under 'Revenus'
 * (held), beside the demo channel's earlier sponsorships (db/demo-sponsorships.ts, most past their hold),
 * asks for a payout of what is available; the admin approves it in 'Paiements créateurs'; the transfer's
 * webhook makes it 'Versé' for both. Figures are read from the API first: the demo data sets them.
 */

/** 'Mariage à Yaoundé': a free demo video the demo creator uploaded (db/demo-channel.ts). */
const VIDEO = { id: '0d5e3c1a-0007-4000-8000-00000000c007', title: 'Mariage à Yaoundé' };
const PREMIUM_VIDEO = { id: '0d5e3c1a-0004-4000-8000-00000000c004', title: 'Le Dernier Convoi' };
/** Markup in a message is shown as text, never as HTML. */
const MESSAGE = 'Bravo pour ce film <b>qui fait rire</b> !';
const NBSP = '\u00a0';
const SPONSORED = 2000;
/** '2 000 FCFA', as the pages write it. */
const fcfa = (amount: number) => `${new Intl.NumberFormat('fr-FR').format(amount)}${NBSP}FCFA`;
/** The banner's line for a count and an FCFA total. */
const statsLine = (count: number, total: number) => `${count} parrainage${count > 1 ? 's' : ''} · ${fcfa(total)}`;
/** What the creator asked to be paid (journey 2), which the admin approves (journey 3). */
let requested = 0;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test('gratuit@kora.demo sponsors a free video by Orange Money, confirms on the sandbox page, and the banner counts it', async ({ page }) => {
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  await waitForVideos(page, [VIDEO.title, PREMIUM_VIDEO.title]);

  // A premium video has no sponsoring at all (viewer.md §6): no banner, no button.
  await page.goto(`/video/${PREMIUM_VIDEO.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('sponsorship-stats')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sponsoriser' })).toHaveCount(0);
  // Nor a free video without a creator (an admin's import): nobody could sponsor it.
  const orphan = ((await (await page.request.get(apiPaths.videos)).json()) as Video[]).find((video) => video.requiredTier === 'free' && !video.uploadedBy) as Video;
  await page.goto(`/video/${orphan.id}`);
  await expect(page.getByRole('heading', { level: 1, name: orphan.title })).toBeVisible();
  // Once every chunk of the page is in (the sponsoring one among them, before), still no banner.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Parrainages' })).toHaveCount(0);

  const before = await getJson<{ count: number; total: number }>(page, pathTo(apiPaths.sponsorshipStats, { id: VIDEO.id }));
  await page.goto(`/video/${VIDEO.id}`);
  const stats = page.getByTestId('sponsorship-stats');
  await expect(stats).toHaveText(statsLine(before.count, before.total));
  const after = statsLine(before.count + 1, before.total + SPONSORED);
  await page.getByRole('button', { name: 'Sponsoriser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sponsoriser' });
  const amount = dialog.getByLabel('Montant', { exact: true });
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('min', '0.01');
  await expect(amount).toHaveAttribute('step', '1');
  await expect(dialog.getByLabel('Devise')).toHaveValue('XOF');
  // The currency's whole name shows at 360 px (« FCFA · Afrique de l’Ouest », not « FCFA (X »).
  expect(await dialog.getByLabel('Devise').evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return room - context.measureText(select.selectedOptions[0]?.text ?? '').width;
  })).toBeGreaterThanOrEqual(0);
  await expect(dialog.getByLabel('Afficher publiquement')).toBeChecked();
  await expect(dialog.getByLabel('Pays')).toHaveValue('SN');
  // The matrix's operators of Sénégal in FCFA, and a card; no MTN there.
  await expect(dialog.getByRole('radio', { name: /MTN Mobile Money/ })).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: /Carte bancaire/ })).toBeVisible();
  await noSidewaysScroll(page);

  // The rules of viewer.md §5, before anything is sent.
  await amount.fill('10.5');
  await dialog.getByRole('radio', { name: /Orange Money/ }).check();
  const send = dialog.getByRole('button', { name: 'Envoyer le parrainage' });
  await send.click();
  await expect(dialog.getByText('Les montants en FCFA sont entiers.')).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill(String(SPONSORED));
  await dialog.getByLabel('Message (facultatif)').fill(MESSAGE);
  await expect(dialog.getByText(`${MESSAGE.length}/200`)).toBeVisible();
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Numéro de téléphone requis' })).toBeVisible();
  await dialog.getByLabel('Numéro de téléphone').fill('77 123 45 67');

  // Closed and opened again, what was typed is still there.
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Sponsoriser' }).click();
  await expect(amount).toHaveValue(String(SPONSORED));
  await expect(dialog.getByLabel('Numéro de téléphone')).toHaveValue('77 123 45 67');

  // Mobile money: the operator's page in this tab, then back to the video.
  await send.click();
  await page.waitForURL(/\/sandbox\/hub2\/pay\//);
  await expect(page.getByText('Mode test')).toBeVisible();
  await expect(page.getByText(fcfa(SPONSORED))).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer sur mon téléphone' }).click();
  await page.waitForURL(new RegExp(`/video/${VIDEO.id}`));
  await expect(page.getByRole('status').filter({ hasText: 'Parrainage envoyé' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Merci pour votre soutien au créateur !' })).toBeVisible();
  await expect(stats).toHaveText(after);
  // Read once: the address no longer carries it, a reload says nothing again.
  await expect(page).toHaveURL(new RegExp(`/video/${VIDEO.id}$`));
  const messages = page.getByTestId('sponsorship-messages');
  await expect(messages).toContainText(MESSAGE);
  await expect(messages.locator('b')).toHaveCount(0);
  await noSidewaysScroll(page);

  // The demo-style player shows the same banner.
  await page.goto(`/video-old/${VIDEO.id}`);
  await expect(page.getByTestId('sponsorship-stats')).toHaveText(after);
  await expect(page.getByRole('button', { name: 'Sponsoriser' })).toBeVisible();
});

test('a card sponsorship in euros: a declined card says so and the form comes back, then 4242 is paid and counted apart from FCFA', async ({ page }) => {
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  const before = await getJson<{ count: number; total: number; totals: Array<{ currency: string; amount: number }> }>(page, pathTo(apiPaths.sponsorshipStats, { id: VIDEO.id }));
  const euros = (before.totals.find((total) => total.currency === 'EUR')?.amount ?? 0) + 250;
  await page.goto(`/video/${VIDEO.id}`);
  await page.getByRole('button', { name: 'Sponsoriser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sponsoriser' });
  const amount = dialog.getByLabel('Montant', { exact: true });
  await dialog.getByLabel('Devise').selectOption('EUR');
  await expect(amount).toHaveAttribute('step', '0.01');
  // Mobile money is sold in FCFA: in euros, a card only, and no country to choose.
  await expect(dialog.getByLabel('Pays')).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: /Orange Money/ })).toHaveCount(0);
  await dialog.getByRole('radio', { name: /Carte bancaire/ }).check();
  await amount.fill('2.555');
  const send = dialog.getByRole('button', { name: 'Envoyer le parrainage' });
  await send.click();
  await expect(dialog.getByText('Deux décimales au plus.')).toBeVisible();
  await amount.fill('2.50');
  await dialog.getByLabel('Afficher publiquement').uncheck();

  const payByCard = async (cardNumber: string) => {
    await send.click();
    await expect(dialog.getByTestId('sandbox-notice')).toContainText('Mode test');
    await dialog.getByLabel('Numéro de carte').fill(cardNumber);
    await dialog.getByLabel('Expiration (MM/AA)').fill('1234');
    await dialog.getByLabel('Cryptogramme (CVC)').fill('123');
    await dialog.getByRole('button', { name: `Payer 2,50${NBSP}€` }).click();
  };
  await payByCard('4000 0000 0000 0002');
  await expect(page.getByRole('status').filter({ hasText: 'Erreur' })).toBeVisible();
  await expect(send).toBeVisible();
  await expect(amount).toHaveValue('2.50');

  await payByCard('4242 4242 4242 4242');
  await expect(page.getByRole('status').filter({ hasText: 'Parrainage envoyé' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Merci pour votre soutien au créateur !' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sponsorship-stats')).toHaveText(`${statsLine(before.count + 1, before.total)} · ${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(euros / 100)}${NBSP}€`);
  // Cleared once paid.
  await page.getByRole('button', { name: 'Sponsoriser' }).click();
  await expect(amount).toHaveValue('');
});

type Earnings = { balances: Array<{ currency: string; pending: number; available: number; inPayout: number; paidOut: number }> };

test("createur@kora.demo sees the sponsorship under 'Revenus' with Kora's share, held, and asks for a payout of what is available", async ({ page }) => {
  await signIn(page, 'createur@kora.demo', 'kora-demo');
  // Their own video: the banner, no 'Sponsoriser'.
  await page.goto(`/video/${VIDEO.id}`);
  await expect(page.getByTestId('sponsorship-stats')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sponsoriser' })).toHaveCount(0);

  const earnings = await getJson<Earnings>(page, apiPaths.creatorEarnings);
  const xof = earnings.balances.find((balance) => balance.currency === 'XOF');
  expect(xof?.pending).toBeGreaterThanOrEqual(SPONSORED * 0.9);
  expect(xof?.available).toBeGreaterThan(0);
  requested = xof?.available ?? 0;

  await page.goto('/creator-dashboard');
  await page.getByRole('tab', { name: 'Revenus' }).click();
  await expect(page).toHaveURL(/\/creator-dashboard\?tab=revenus$/);
  const panel = page.getByRole('tabpanel', { name: 'Revenus' });
  const balance = panel.getByTestId('earnings-balance-XOF');
  await expect(balance.getByText('En attente (7 jours)')).toBeVisible();
  await expect(balance.getByTestId('balance-pending')).toHaveText(fcfa(xof?.pending ?? 0));
  await expect(balance.getByTestId('balance-available')).toHaveText(fcfa(requested));
  // Big amounts never clip at 360 px: the same answer with 10 000 000 FCFA in every figure.
  const earningsAnswer = new RegExp(`${apiPaths.creatorEarnings}(\\?|$)`);
  await page.route(earningsAnswer, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as CreatorEarnings;
    const big = { available: 10_000_000, pending: 10_000_000, inPayout: 10_000_000, paidOut: 10_000_000, earned: 40_000_000 };
    await route.fulfill({ response: answer, json: { ...body, balances: body.balances.map((b) => ({ ...b, ...big })) } });
  });
  await page.reload();
  await expect(balance.getByTestId('balance-available')).toHaveText(fcfa(10_000_000));
  const spilled = await balance.locator('.dashboard-stat').evaluateAll((cards) =>
    cards.filter((card) => {
      const value = card.querySelector('dd') as HTMLElement;
      return value.scrollWidth > value.clientWidth || value.getBoundingClientRect().right > card.getBoundingClientRect().right;
    }).length,
  );
  expect(spilled).toBe(0);
  await page.unroute(earningsAnswer);
  await page.reload();
  // The new sponsorship: Kora's 10 % share, the net, the message as text; still held.
  const line = panel.getByTestId('earnings-sponsorship').filter({ hasText: MESSAGE });
  await expect(line).toContainText(VIDEO.title);
  await expect(line).toContainText(`Part Kora 10${NBSP}% : ${fcfa(SPONSORED / 10)}`);
  await expect(line).toContainText(`Net : ${fcfa(SPONSORED * 0.9)}`);
  await expect(line).toContainText('Disponible le');
  await expect(line.locator('b')).toHaveCount(0);
  await expect(panel.getByRole('img', { name: /^Revenus nets par semaine · FCFA \(XOF/ })).toBeVisible();
  await noSidewaysScroll(page);

  const form = panel.getByRole('form', { name: 'Demander un versement' });
  const amount = form.getByLabel('Montant (FCFA)');
  await expect(amount).toHaveValue(String(requested));
  await form.getByRole('radio', { name: /Orange Money/ }).check();
  await form.getByLabel('Numéro de téléphone').fill('77 123 45 67');
  // Above the balance: the server's French refusal, under the form.
  await amount.fill(String(requested + 1));
  await form.getByRole('button', { name: 'Demander un versement' }).click();
  await expect(form.getByText('Montant supérieur à votre solde disponible.')).toBeVisible();
  await amount.fill(String(requested));
  await form.getByRole('button', { name: 'Demander un versement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Versement demandé' })).toBeVisible();
  const payout = panel.getByTestId('creator-payout').first();
  await expect(payout).toContainText(fcfa(requested));
  await expect(payout).toContainText('Demandé');
  await expect(balance.getByTestId('balance-inPayout')).toHaveText(fcfa(requested));
  await expect(balance.getByTestId('balance-available')).toHaveText(fcfa(0));
});

test("the admin approves it in 'Paiements créateurs', and the creator sees it 'Versé'", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Paiements créateurs' }).first().click();
  await expect(page).toHaveURL(/\/admin\/payouts$/);
  const item = page.getByTestId('admin-payout').filter({ hasText: 'createur@kora.demo' }).first();
  await expect(item).toContainText(fcfa(requested));
  await expect(item).toContainText('Orange Money');
  await expect(item).toContainText('+221771234567');
  await expect(item).toContainText('Demandé');
  await noSidewaysScroll(page);
  await item.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Versement approuvé' })).toBeVisible();
  // The transfer is sent, then the provider's webhook says it arrived: the list follows by itself.
  await expect(item).toContainText('Versé', { timeout: 30_000 });
  await expect(item.getByRole('button', { name: 'Approuver' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, 'createur@kora.demo', 'kora-demo', '/creator-dashboard?tab=revenus');
  const panel = page.getByRole('tabpanel', { name: 'Revenus' });
  await expect(panel.getByTestId('creator-payout').first()).toContainText('Versé');
  await expect(panel.getByTestId('earnings-balance-XOF').getByTestId('balance-paidOut')).toHaveText(fcfa(requested));
});

import { expect, type Page, test } from './fixtures';
import { apiPaths, type Plan, planMessages } from '@kora/shared';
import { signInAsAdmin } from './support';

/*
 * Admin 'Abonnements' and the plan edit, at 360 px (the journeys' default viewport): the
 * section shows its real figures' headings and either payments or its empty state; a plan made for
 * this journey (inactive, so no viewer's plan chooser changes) gets a new price, seen in the list.
 */

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('at 360 px the admin reads the subscriptions figures, then edits a plan’s price and sees it in the list', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Abonnements' }).first().click();
  await expect(page).toHaveURL(/\/admin\/subscriptions/);
  await expect(page.getByRole('heading', { name: 'Abonnements', level: 2 })).toBeVisible();
  for (const heading of ['Abonnés actifs par niveau', 'Ce mois-ci', 'Les 12 derniers mois', 'Derniers paiements']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  const active = page.getByTestId('subscriptions-active');
  for (const tier of ['Basic', 'Premium', 'Famille']) await expect(active.getByRole('term').filter({ hasText: tier })).toBeVisible();
  const month = page.getByTestId('subscriptions-month');
  for (const label of ['Recettes', 'Nouveaux abonnements', 'Résiliations', 'Pass vendus']) await expect(month.getByRole('term').filter({ hasText: label })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Nouveaux abonnements par mois : / })).toBeVisible();
  // Empty or filled, depending on what the other journeys paid before this one.
  await expect(page.getByText('Aucun paiement pour le moment.').or(page.getByTestId('latest-payments'))).toBeVisible();
  await noSidewaysScroll(page);

  const name = `Pass e2e ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Plans' }).first().click();
  await expect(page).toHaveURL(/\/admin\/plans/);
  await page.getByRole('button', { name: 'Nouveau plan' }).click();
  await page.getByLabel('Nom', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Un pass de la journée de test');
  await page.getByLabel('Type', { exact: true }).selectOption('pass');
  await page.getByLabel('Période', { exact: true }).selectOption('day');
  await page.getByLabel('FCFA (XOF, Afrique de l’Ouest)', { exact: true }).fill('300');
  await page.getByLabel('Actif (proposé aux abonnés)').uncheck();
  await page.getByRole('button', { name: 'Créer le plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Plan créé' })).toBeVisible();
  const item = page.getByTestId('admin-plan').filter({ hasText: name });
  await expect(item.getByText('300\u00a0FCFA')).toBeVisible();

  await item.getByRole('button', { name: `Modifier ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le plan' });
  await expect(dialog.getByLabel('Niveau donné', { exact: true })).toBeDisabled();
  const price = dialog.getByLabel('FCFA (XOF, Afrique de l’Ouest)', { exact: true });
  await expect(price).toHaveValue('300');
  await price.fill('');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Indiquez au moins un prix')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Impossible de modifier le plan' })).toBeVisible();
  await price.fill('1 250');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Plan modifié' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item.getByText('1\u202f250\u00a0FCFA')).toBeVisible();
  await expect(item.getByText('300\u00a0FCFA')).toHaveCount(0);
  await noSidewaysScroll(page);

  await page.reload();
  await expect(page.getByTestId('admin-plan').filter({ hasText: name }).getByText('1\u202f250\u00a0FCFA')).toBeVisible();

  // A price that is not a number is 0 (the spec's rule): such a plan cannot be sold, so it is saved inactive, the
  // admin is told why, and subscribers never see it.
  await page.getByTestId('admin-plan').filter({ hasText: name }).getByRole('button', { name: `Modifier ${name}` }).click();
  await dialog.getByLabel('FCFA (XOF, Afrique de l’Ouest)', { exact: true }).fill('abc');
  await dialog.getByLabel('Actif (proposé aux abonnés)').check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: planMessages.zeroPriceInactive })).toBeVisible();
  await expect(page.getByTestId('admin-plan').filter({ hasText: name })).toContainText('Inactif');
  const onSale = (await (await page.request.get(apiPaths.subscriptionPlans)).json()) as Plan[];
  expect(onSale.map((plan) => plan.name)).not.toContain(name);
});

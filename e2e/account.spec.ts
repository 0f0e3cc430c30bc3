import { expect, test } from './fixtures';
import { latestMailTo, resetLinkOf, signInWithForm, uniqueEmail } from './support';
import { apiPaths } from '@kora/shared';

test('register → signed in → home → edit profile → change password → logout', async ({ page }) => {
  const email = uniqueEmail('inscription');
  await page.goto('/');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // The confirmation rule is checked in the page before anything is sent.
  await page.getByLabel('Prénom', { exact: true }).fill('Seynabou');
  await page.getByLabel('Nom', { exact: true }).fill('Fall');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('premier-mdp');
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('autre-chose');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('premier-mdp');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('status')).toContainText('Compte créé avec succès');
  await expect(page.getByRole('status')).toContainText('Connexion automatique en cours...');
  // Registration signs the person in: home, no empty login form.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();

  // Profile: the read-only block tells a free simple user what is left of the allowance.
  await page.goto('/settings');
  await expect(page.getByText('Utilisateur Simple')).toBeVisible();
  await expect(page.getByText('Gratuit', { exact: true })).toBeVisible();
  await expect(page.getByText(/120 minutes restantes/)).toBeVisible();
  const today = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  await expect(page.getByText(today)).toBeVisible();
  await page.getByLabel('Prénom', { exact: true }).fill('Seyna');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toContainText('Profil mis à jour');
  await page.reload();
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Seyna');

  // Password: a wrong current password is refused on its field, then the change goes through.
  await page.getByRole('tab', { name: 'Mot de passe' }).click();
  await page.getByLabel('Mot de passe actuel', { exact: true }).fill('pas-le-bon');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('second-mdp');
  await page.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill('second-mdp');
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe actuel est incorrect').first()).toBeVisible();
  await page.getByLabel('Mot de passe actuel', { exact: true }).fill('premier-mdp');
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('Mot de passe modifié');
  await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toHaveValue('');

  // Logout from the profile modal clears the browser's storage and lands on the landing page.
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('trace', 'x'));
  await page.getByRole('button', { name: 'Profil' }).click();
  const modal = page.getByRole('dialog', { name: 'Mon profil' });
  await expect(modal).toContainText('Seyna Fall');
  await expect(modal).toContainText('FREE');
  await modal.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
  expect((await page.request.get(apiPaths.authUser)).status()).toBe(401);

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('premier-mdp');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('status')).toContainText('Erreur de connexion');
  await expect(page.getByRole('status')).toContainText('Email ou mot de passe incorrect');
  // The email in another case signs in too.
  await signInWithForm(page, email.toUpperCase(), 'second-mdp');
});

test('forgot password → reset through the link in the mail → login', async ({ page }) => {
  const email = uniqueEmail('oubli');
  const created = await page.request.post(apiPaths.register, { data: { firstName: 'Cheikh', lastName: 'Diop', email, password: 'ancien-mdp' } });
  expect(created.status()).toBe(201);
  // Registration signed this browser in: the person who forgot their password is signed out.
  await page.request.post(apiPaths.logout);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  // The page is a lazy chunk: until it shows, 'Email' is still the sign-in form's field.
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Email envoyé');

  const link = resetLinkOf(await latestMailTo(email));
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-mdp');
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('nouveau-mdp');
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe réinitialisé' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('encore-un-mdp');
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('encore-un-mdp');
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('Token de réinitialisation invalide ou expiré');

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Token de réinitialisation manquant' })).toBeVisible();

  await signInWithForm(page, email, 'nouveau-mdp');
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const OUTBOX = path.join('.e2e-data', 'outbox');

/** Fills the sign-in form and waits for the reload to the signed-in home. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('status')).toContainText('Connexion réussie');
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
}

/** The newest mail addressed to `to` in the server's outbox, waiting for it to be written. */
export async function latestMailTo(to: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
      for (const f of files) {
        const text = await fs.readFile(path.join(OUTBOX, f), 'utf8');
        if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) {
          found = text;
          return true;
        }
      }
      return false;
    }, { timeout: 10_000 })
    .toBe(true);
  return found as string;
}

/** The reset link of a mail, with quoted-printable soft breaks undone. */
export function resetLinkOf(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}@exemple.sn`;

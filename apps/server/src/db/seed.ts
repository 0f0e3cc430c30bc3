import type { AccountType, SubscriptionStatus, Tier } from '@kora/shared';
import { hashPassword } from '../modules/auth/password-hasher.js';
import type { UsersRepository } from '../modules/users/users.repository.js';

interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  subscriptionTier: Tier;
  subscriptionStatus: SubscriptionStatus;
}

/** The demo accounts README lists. Their passwords are public, so production refuses them (see config). */
export const demoAccounts: readonly DemoAccount[] = [
  { email: 'admin@kora.demo', password: 'kora-admin', firstName: 'Awa', lastName: 'Diallo', accountType: 'admin', subscriptionTier: 'premium', subscriptionStatus: 'active' },
  { email: 'createur@kora.demo', password: 'kora-demo', firstName: 'Moussa', lastName: 'Traoré', accountType: 'creator', subscriptionTier: 'free', subscriptionStatus: 'inactive' },
  { email: 'premium@kora.demo', password: 'kora-demo', firstName: 'Fatou', lastName: 'Ndiaye', accountType: 'simple', subscriptionTier: 'premium', subscriptionStatus: 'active' },
  // Owns the always-on demo live, so the other demo creator may go live too (one live on air per creator).
  { email: 'direct@kora.demo', password: 'kora-demo', firstName: 'Studio', lastName: 'Kora', accountType: 'creator', subscriptionTier: 'free', subscriptionStatus: 'inactive' },
  { email: 'gratuit@kora.demo', password: 'kora-demo', firstName: 'Koffi', lastName: 'Mensah', accountType: 'simple', subscriptionTier: 'free', subscriptionStatus: 'inactive' },
];

export const demoAdminHint = { email: 'admin@kora.demo', password: 'kora-admin' };

/** Creates the demo accounts that are missing; running it again changes nothing. */
export async function seedDemoData(users: UsersRepository): Promise<number> {
  let created = 0;
  for (const { password, ...account } of demoAccounts) {
    if (await users.findByEmail(account.email)) continue;
    await users.insert({ ...account, passwordHash: await hashPassword(password) });
    created += 1;
  }
  return created;
}

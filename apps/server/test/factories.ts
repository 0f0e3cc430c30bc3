import { randomBytes } from 'node:crypto';
import type { AccountType, SubscriptionStatus, Tier } from '@kora/shared';
import type { Database } from '../src/db/client.js';
import type { UserRow } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/password-hasher.js';
import { createUsersRepository } from '../src/modules/users/users.repository.js';

export const DEFAULT_PASSWORD = 'mot-de-passe-1';
const hashes = new Map<string, Promise<string>>();

export interface UserOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  accountType?: AccountType;
  tier?: Tier;
  status?: SubscriptionStatus;
}

/** Inserts a user straight into the database (hashes are cached per password to keep tests fast). */
export async function createUser(db: Database, o: UserOverrides = {}): Promise<UserRow & { password: string }> {
  const password = o.password ?? DEFAULT_PASSWORD;
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const row = await createUsersRepository(db).insert({
    email: o.email ?? `user-${randomBytes(5).toString('hex')}@exemple.sn`,
    firstName: o.firstName ?? 'Aminata',
    lastName: o.lastName ?? 'Sow',
    passwordHash: await (hashes.get(password) as Promise<string>),
    accountType: o.accountType ?? 'simple',
    subscriptionTier: o.tier ?? 'free',
    subscriptionStatus: o.status ?? (o.tier && o.tier !== 'free' ? 'active' : 'inactive'),
  });
  return { ...row, password };
}

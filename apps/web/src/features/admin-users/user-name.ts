import type { AdminUser } from '@kora/shared';

/** "Aminata Sow", or the e-mail when the account has no name. */
export function nameOf(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

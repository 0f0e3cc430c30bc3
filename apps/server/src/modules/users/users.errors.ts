import { adminMessages, serverMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';

export const emailTaken = () =>
  new DomainError('email_taken', serverMessages.emailTaken, { fieldErrors: { email: serverMessages.emailTaken } });

export const userNotFound = () => new DomainError('unauthorized', serverMessages.unauthorized);

/** Sign-in to an account an admin suspended (after the password matched, so it tells nothing to a stranger). */
export const accountSuspended = () => new DomainError('account_suspended', adminMessages.suspended);

import { serverMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';

export const emailTaken = () =>
  new DomainError('email_taken', serverMessages.emailTaken, { fieldErrors: { email: serverMessages.emailTaken } });

export const userNotFound = () => new DomainError('unauthorized', serverMessages.unauthorized);

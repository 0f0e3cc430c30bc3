import { serverMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';

export const invalidCredentials = (message: string = serverMessages.invalidCredentials) =>
  new DomainError('invalid_credentials', message);

export const invalidResetToken = () =>
  new DomainError('invalid_reset_token', serverMessages.invalidResetToken, {
    fieldErrors: { token: serverMessages.invalidResetToken },
  });

export const wrongCurrentPassword = () =>
  new DomainError('wrong_current_password', serverMessages.wrongCurrentPassword, {
    fieldErrors: { currentPassword: serverMessages.wrongCurrentPassword },
  });

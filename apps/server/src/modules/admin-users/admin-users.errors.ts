import { adminMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';

export const userNotFound = () => new DomainError('not_found', adminMessages.userNotFound);

/** An admin's own account is changed elsewhere (their password in the settings), never here. */
export const notYourself = () => new DomainError('forbidden', adminMessages.notYourself);

/** The change would leave Kora without an active admin. */
export const lastAdmin = () => new DomainError('conflict', adminMessages.lastAdmin);

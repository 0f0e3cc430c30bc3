import { planMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';

export const planNotFound = () => new DomainError('not_found', planMessages.planNotFound);

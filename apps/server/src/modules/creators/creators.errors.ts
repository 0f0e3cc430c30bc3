import { creatorMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';

/** A creator or an admin applying: the applyAsCreator policy refuses them (403), with the reason in words. */
export const alreadyCreator = () => new DomainError('forbidden', creatorMessages.alreadyCreator);

/** A second application while one waits for review. */
export const alreadyPending = () => new DomainError('conflict', creatorMessages.alreadyPending);

export const applicationNotFound = () => new DomainError('not_found', creatorMessages.applicationNotFound);

/** Approving or rejecting an application already reviewed. */
export const notPending = () => new DomainError('conflict', creatorMessages.notPending);

/** GET /api/creator/profile without a profile: what the dashboard shows ('Accès non autorisé'). */
export const profileMissing = () => new DomainError('not_found', creatorMessages.profileMissing);

/** Not a creator with a channel (or no such person). */
export const creatorNotFound = () => new DomainError('not_found', creatorMessages.creatorNotFound);

export const cannotFollowSelf = () => new DomainError('forbidden', creatorMessages.cannotFollowSelf);

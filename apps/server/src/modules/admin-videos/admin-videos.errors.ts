import { adminMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';

export const videoNotFound = () => new DomainError('not_found', adminMessages.videoNotFound);

/** Approving or rejecting a video that is not waiting for review (already decided, or never needed it). */
export const notPendingReview = () => new DomainError('conflict', adminMessages.notPendingReview);

/** Preparing again a video that is not ready, or has no original to prepare from (a live's replay). */
export const notPreparable = () => new DomainError('conflict', adminMessages.notPreparable);

/** A thumbnail URL that failed its check ('URL invalide', 'URL inaccessible'…), under its field. */
export const badThumbnailUrl = (message: string) => new DomainError('validation_error', message, { fieldErrors: { thumbnailUrl: message } });

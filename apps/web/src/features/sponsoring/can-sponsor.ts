import { type AuthUser, can, type Video } from '@kora/shared';
import { isKidsProfile } from '../../lib/kids-profile';

/** Whether a video has sponsoring at all: free, with a creator to sponsor (viewer.md §6). */
export const hasSponsoring = (video: Pick<Video, 'requiredTier' | 'uploadedBy'>): boolean => video.requiredTier === 'free' && Boolean(video.uploadedBy);

/**
 * Whether this person is offered « Sponsoriser » under the video: signed in, not on a kids profile, on a video with
 * sponsoring whose creator is someone else (the server refuses the rest). The banner's skeleton keeps the button's
 * room by the same rule, so the page does not move when the banner comes.
 */
export function canSponsorVideo(user: AuthUser | null | undefined, video: Pick<Video, 'requiredTier' | 'uploadedBy'>): boolean {
  return Boolean(user && !isKidsProfile(user) && hasSponsoring(video) && can(user, 'sponsorVideo', video) && video.uploadedBy !== user.id);
}

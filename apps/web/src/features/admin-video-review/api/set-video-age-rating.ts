import { apiPaths, type AdminVideo } from '@kora/shared';
import { api } from '../../../lib/api';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-pending-videos';

type RatingChange = Pick<AdminVideo, 'id' | 'title' | 'description' | 'category' | 'requiredTier' | 'ageRating'>;

/**
 * A waiting video's age rating, changed before deciding: the admin's video edit (PATCH), which takes the
 * whole text of the video, so its title, description, category and tier go as they are with the new rating.
 */
export function setVideoAgeRating({ id, title, description, category, requiredTier, ageRating }: RatingChange) {
  return api('patch', apiPaths.adminVideo, { params: { id }, body: { title, description, category, requiredTier, ageRating } });
}

export const useSetVideoAgeRating = () => usePageItemChange(adminVideosKey, setVideoAgeRating);

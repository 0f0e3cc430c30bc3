import type { VideoRow } from '../../db/schema/index.js';
import { isListed } from '../videos/videos.repository.js';
import type { Notify } from './notify.js';

/** How a notification names a creator: their name as their lives and channel show it. */
export const creatorNameOf = (user: { firstName: string; lastName: string } | undefined) => (user ? `${user.firstName} ${user.lastName}`.trim() : '') || 'Un créateur';

/** Both notices of a review, with the creator's name read from `findUser`. */
export function reviewNotices(notify: Notify, findUser: (id: string) => Promise<{ firstName: string; lastName: string } | undefined>) {
  return async (video: VideoRow) => {
    await noticeVideoReviewed(notify, video);
    if (video.uploadedBy) await noticeVideoListed(notify, video, creatorNameOf(await findUser(video.uploadedBy)));
  };
}

type NoticedVideo = Pick<VideoRow, 'id' | 'title' | 'uploadedBy' | 'isActive' | 'published' | 'status' | 'reviewStatus'>;

/**
 * A creator's video the catalogue lists for the first time is told to the creator's followers, once (keyed by
 * the video): from the worker that finishes preparing it, or from the review that approves it once ready,
 * whichever comes last; both may say it, only the first counts.
 */
export async function noticeVideoListed(notify: Notify, video: NoticedVideo, creatorName: string): Promise<void> {
  if (!video.uploadedBy || !isListed(video)) return;
  await notify({ kind: 'video_published', data: { videoId: video.id, creatorName, title: video.title }, key: `video:${video.id}`, to: { followersOf: video.uploadedBy } });
}

/** The creator hears how the review of their video ended. */
export async function noticeVideoReviewed(notify: Notify, video: Pick<VideoRow, 'id' | 'title' | 'uploadedBy' | 'reviewStatus' | 'reviewReason'>): Promise<void> {
  if (!video.uploadedBy) return;
  const to = { userId: video.uploadedBy };
  if (video.reviewStatus === 'approved') await notify({ kind: 'video_approved', data: { videoId: video.id, title: video.title }, key: `review:${video.id}:approved`, to });
  if (video.reviewStatus === 'rejected') await notify({ kind: 'video_rejected', data: { videoId: video.id, title: video.title, reason: video.reviewReason ?? '' }, key: `review:${video.id}:rejected`, to });
}

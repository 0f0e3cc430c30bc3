import { type CreatorVideo, currentLocale, translateText } from '@kora/shared';
import type { VideoRow } from '../../db/schema/index.js';
import { toPublicVideo } from '../videos/public-video.js';

/** Why a video failed, stored in French, in the reader's language when Kora wrote it (an outside text stays as it is). */
export const failureReasonOf = (v: Pick<VideoRow, 'failureReason'>) => v.failureReason && translateText(v.failureReason, currentLocale());

/** A video as its uploader follows it: the public fields plus processing state. */
export const asCreatorVideo = (v: VideoRow): CreatorVideo => ({
  ...toPublicVideo(v, 0),
  failureReason: failureReasonOf(v),
  processingProgress: v.processingProgress,
  uploadId: v.source?.kind === 'stored' ? (v.source.uploadId ?? null) : null,
  published: v.published,
  reviewStatus: v.reviewStatus,
  reviewReason: v.reviewReason,
  subtitleLanguages: v.subtitles.map((track) => track.language),
});

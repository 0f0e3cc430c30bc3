import type { CreatorVideo } from '@kora/shared';
import type { VideoRow } from '../../db/schema/index.js';
import { toPublicVideo } from '../videos/public-video.js';

/** A video as its uploader follows it: the public fields plus processing state. */
export const asCreatorVideo = (v: VideoRow): CreatorVideo => ({
  ...toPublicVideo(v, 0),
  failureReason: v.failureReason,
  processingProgress: v.processingProgress,
  uploadId: v.source?.kind === 'stored' ? (v.source.uploadId ?? null) : null,
  published: v.published,
  reviewStatus: v.reviewStatus,
  reviewReason: v.reviewReason,
  subtitleLanguages: v.subtitles.map((track) => track.language),
});

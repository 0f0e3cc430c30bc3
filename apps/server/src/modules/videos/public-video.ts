import type { Video } from '@kora/shared';
import type { VideoRow } from '../../db/schema/index.js';

/** The video as the API shows it: an allow-list without any media path. */
export function toPublicVideo(row: VideoRow, resumeAt: number): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    requiredTier: row.requiredTier,
    ageRating: row.ageRating,
    duration: row.durationSeconds,
    thumbnailUrl: row.thumbnailUrl,
    uploadedBy: row.uploadedBy,
    isActive: row.isActive,
    status: row.status,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
    resumeAt,
  };
}
